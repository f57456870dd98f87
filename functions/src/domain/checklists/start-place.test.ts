import { describe, expect, it } from 'vitest';
import {
  distanceMetres,
  lastAnsweredPosition,
  NEAR_VEHICLE_METRES,
  readStartPlace,
  startedViaQrLabel,
  startPlaceAt,
} from './start-place';

const yard = { latitude: -23.5505, longitude: -46.6333, accuracy: 10 };
const seen = { location: yard, at: '2026-11-20T13:30:00.000Z' };
/** About `metres` north of the yard (a degree of latitude is about 111.2 km), to the 4 decimals kept. */
const north = (metres: number, accuracy = 10) => ({
  ...yard,
  latitude: Math.round((yard.latitude + metres / 111_195) * 10_000) / 10_000,
  accuracy,
});

describe('where a start through the label’s link was taken', () => {
  it('when two positions are given, then their distance is in whole metres', () => {
    expect(distanceMetres(yard, yard)).toBe(0);
    expect(distanceMetres(yard, north(100))).toBe(100);
    expect(distanceMetres(yard, { latitude: -22.9068, longitude: -43.1729, accuracy: 10 })).toBeGreaterThan(355_000);
  });

  it('when the start is within the distance of the last known position, then it is near, with how far and since when', () => {
    expect(startPlaceAt(north(100), seen)).toEqual({
      location: north(100),
      nearVehicle: { metres: 100, lastKnownAt: seen.at },
    });
  });

  it('when it is farther, its uncertainty takes it past the distance, either is vague, or the vehicle was never seen, then it is not near', () => {
    expect(startPlaceAt(north(NEAR_VEHICLE_METRES + 50), seen).nearVehicle).toBeNull();
    expect(startPlaceAt(north(NEAR_VEHICLE_METRES - 20, 50), seen).nearVehicle).toBeNull();
    expect(startPlaceAt(north(0, 2_000), seen).nearVehicle).toBeNull();
    expect(startPlaceAt(north(10), { ...seen, location: { ...yard, accuracy: 5_000 } }).nearVehicle).toBeNull();
    expect(startPlaceAt(yard, null)).toEqual({ location: yard, nearVehicle: null });
  });

  it('when the phone’s position is finer than kept, then it is kept to about 10 m', () => {
    expect(startPlaceAt({ latitude: -23.550549, longitude: -46.633309, accuracy: 3.4 }, null).location).toEqual({
      latitude: -23.5505,
      longitude: -46.6333,
      accuracy: 10,
    });
  });

  it('when the record is read, then near reads by the vehicle on the company’s clock, otherwise as the label’s link', () => {
    const near = startPlaceAt(north(100), seen);
    expect(startedViaQrLabel(near, 'America/Sao_Paulo')).toBe(
      'Aberto junto ao veículo: a 100 m da última posição conhecida (20/11/2026 10:30)',
    );
    expect(startedViaQrLabel(startPlaceAt(north(5_000), seen), 'America/Sao_Paulo')).toBe(
      'Aberto pelo link da etiqueta',
    );
    expect(startedViaQrLabel(undefined, 'America/Sao_Paulo')).toBe('Aberto pelo link da etiqueta');
  });

  it('when a checklist’s answers are looked at, then the latest located one is the position, with its time', () => {
    expect(
      lastAnsweredPosition([
        { location: yard, answeredAt: '2026-11-20T13:00:00.000Z' },
        { location: north(50), answeredAt: '2026-11-20T13:05:00.000Z' },
        { location: null, answeredAt: '2026-11-20T13:10:00.000Z' },
      ]),
    ).toEqual({ location: north(50), at: '2026-11-20T13:05:00.000Z' });
    expect(lastAnsweredPosition([{ location: null, answeredAt: '2026-11-20T13:00:00.000Z' }])).toBeNull();
  });

  it('when a stored place is read back, then a good one comes whole and anything else is null', () => {
    const near = startPlaceAt(north(100), seen);
    expect(readStartPlace(near)).toEqual(near);
    expect(readStartPlace({ location: yard, nearVehicle: null })).toEqual({ location: yard, nearVehicle: null });
    expect(readStartPlace({ location: yard, nearVehicle: { metres: '1' } })).toEqual({
      location: yard,
      nearVehicle: null,
    });
    expect(readStartPlace({ location: { latitude: 1 } })).toBeNull();
    expect(readStartPlace('x')).toBeNull();
  });
});
