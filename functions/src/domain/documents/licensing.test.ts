import { describe, expect, it } from 'vitest';
import { addMonths } from '../dates';
import { presetExpiry } from './documents';
import {
  licensingDueDay,
  licensingMonth,
  licensingMonthLabel,
  plateFinalDigit,
  type LicensingVehicle,
} from './licensing';

const sp = (plate: string, vehicleType: LicensingVehicle['vehicleType'] = 'light'): LicensingVehicle => ({
  uf: 'SP',
  vehicleType,
  plate,
});

describe('licensing calendar', () => {
  // Detran-SP 2025: light 1-2 Jul, 3-4 Aug, 5-6 Sep, 7-8 Oct, 9 Nov, 0 Dec; trucks 1-2 Sep, 3-5 Oct, 6-8 Nov, 9-0 Dec.
  const LIGHT = { 0: 12, 1: 7, 2: 7, 3: 8, 4: 8, 5: 9, 6: 9, 7: 10, 8: 10, 9: 11 };
  const TRUCK = { 0: 12, 1: 9, 2: 9, 3: 10, 4: 10, 5: 10, 6: 11, 7: 11, 8: 11, 9: 12 };

  it.each(Object.entries(LIGHT))(
    'when a light vehicle in SP ends in %s, then it is licensed in month %i',
    (digit, month) => {
      expect(licensingMonth(sp(`ABC1D2${digit}`), 2026)).toBe(month);
    },
  );

  it.each(Object.entries(TRUCK))('when a truck in SP ends in %s, then it is licensed in month %i', (digit, month) => {
    expect(licensingMonth(sp(`ABC123${digit}`, 'truck'), 2026)).toBe(month);
  });

  it('when the month is known, then the due day is its last day', () => {
    expect(licensingDueDay(sp('ABC1237', 'truck'), 2026)).toBe('2026-11-30');
    expect(licensingDueDay(sp('ABC1230'), 2027)).toBe('2027-12-31');
    expect(licensingDueDay(sp('ABC1233'), 2026)).toBe('2026-08-31');
  });

  it('when another state has its own calendar, then it is used (Mato Grosso: 1-3 in March, 0 in October)', () => {
    const mt = (plate: string) => licensingMonth({ uf: 'MT', vehicleType: 'light', plate }, 2026);
    expect([1, 2, 3, 4, 9, 0].map((d) => mt(`QWE432${d}`))).toEqual([3, 3, 3, 4, 9, 10]);
  });

  it('when the state, its calendar or the final digit is unknown, then there is no month', () => {
    expect(licensingMonth({ uf: null, vehicleType: 'light', plate: 'ABC1234' }, 2026)).toBeNull();
    expect(licensingMonth({ uf: 'RJ', vehicleType: 'light', plate: 'ABC1234' }, 2026)).toBeNull();
    expect(plateFinalDigit('ABC123X')).toBeNull();
  });

  it('when a year comes before every known calendar, then the earliest one is used', () => {
    expect(licensingMonth(sp('ABC1237', 'truck'), 2019)).toBe(11);
  });

  it('when the month is shown, then it names the month, the final and the state in pt-BR', () => {
    expect(licensingMonthLabel(sp('ABC1237', 'truck'), 2026)).toBe('Licenciamento em novembro (final 7, SP)');
  });
});

describe('document presets', () => {
  const truck = sp('ABC1237', 'truck');

  it('when a licensing was done in a year, then it lasts until next year’s month of the plate', () => {
    expect(presetExpiry('licensing', '2026-03-10', truck)).toBe('2027-11-30');
  });

  it('when the tachograph was verified, then it lasts 2 years; insurance 1 year', () => {
    expect(presetExpiry('tachograph', '2026-02-28', truck)).toBe('2028-02-28');
    expect(presetExpiry('insurance', '2024-02-29', truck)).toBe('2025-02-28');
  });

  it('when there is no rule or no issue date, then there is no preset', () => {
    expect(presetExpiry('ipva', '2026-01-10', truck)).toBeNull();
    expect(presetExpiry('insurance', null, truck)).toBeNull();
    expect(presetExpiry('licensing', '2026-01-10', { ...truck, uf: null })).toBeNull();
  });

  it('when months are added past a shorter month, then its last day is used', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2027-12-15', 30)).toBe('2030-06-15');
  });
});
