import { describe, expect, it } from 'vitest';
import { validVehicle } from '../../testing/vehicles';
import { fuelEconomy, fuelTotalCost, type FuelFill } from './fuel';
import { oilSummary } from './oil';
import { odometerTimeline, raisedOdometer } from './odometer';
import { formatPlate, isValidPlate, normalizePlate, PLATE_MAX_LENGTH } from './plate';
import { addMonths, reminderDue } from './reminders';
import { vehicleInputSchema } from './vehicle.schema';

describe('plates', () => {
  it.each(['ABC1234', 'abc-1234', 'ABC1D23', 'abc 1d23', 'XYZ9Z99'])(
    'when %s is given, then it is a valid plate',
    (plate) => {
      expect(isValidPlate(plate)).toBe(true);
    },
  );

  it.each(['AB12345', 'ABCD123', 'ABC12D3', 'ABC123', 'ABC12345', '1BC1234', ''])(
    'when %s is given, then it is refused',
    (plate) => {
      expect(isValidPlate(plate)).toBe(false);
    },
  );

  it('when a plate is stored, then it is upper case with letters and digits only', () => {
    expect(normalizePlate('abc-1d23')).toBe('ABC1D23');
  });

  it('when a plate is typed, then the old pattern and a Mercosul one get the hyphen after the letters, at most 8 characters', () => {
    expect(['a', 'abc', 'abc1', 'abc12', 'abc1234', 'abc12345'].map(formatPlate)).toEqual([
      'A',
      'ABC',
      'ABC-1',
      'ABC-12',
      'ABC-1234',
      'ABC-1234',
    ]);
    expect(['abc1d', 'abc1d23'].map(formatPlate)).toEqual(['ABC-1D', 'ABC-1D23']);
  });

  it('when the longest plates are shown, then they fill the input limit exactly', () => {
    expect(formatPlate('abc12345')).toHaveLength(PLATE_MAX_LENGTH);
    expect(formatPlate('abc1d234')).toHaveLength(PLATE_MAX_LENGTH);
  });
});

describe('oil status', () => {
  const at = (kmSince: number) =>
    oilSummary({ currentKm: 50_000 + kmSince, lastOilChangeKm: 50_000, oilChangeIntervalKm: 10_000 });

  it('when 79.9 % of the interval is driven, then it is in order; at 80 % coming; at 100 % overdue', () => {
    expect([at(7_990).status, at(8_000).status, at(9_999).status, at(10_000).status]).toEqual([
      'ok',
      'warning',
      'warning',
      'overdue',
    ]);
    expect([at(9_999).needsChange, at(10_000).needsChange]).toEqual([false, true]);
  });

  it('when the next change is computed, then it is the last plus the interval, and what is left never goes below zero', () => {
    expect(at(3_500)).toMatchObject({ nextChangeKm: 60_000, remainingKm: 6_500, kmSinceChange: 3_500 });
    expect(at(12_000)).toMatchObject({ nextChangeKm: 60_000, remainingKm: 0 });
  });
});

describe('fuel economy', () => {
  const fill = (
    id: string,
    km: number,
    liters: number,
    fullTank: boolean,
    fuelType: FuelFill['fuelType'] = 'gasoline',
  ): FuelFill => ({
    id,
    performedAt: `2026-0${Number(id.slice(1))}-01T12:00:00.000Z`,
    kmAtFueling: km,
    liters,
    totalCost: fuelTotalCost(liters, 6),
    fuelType,
    fullTank,
  });

  it('when a partial fill-up sits between two full ones, then its litres count in the km/L of the full one after it (worked example)', () => {
    // 10,000 full → 10,300 partial (15 L) → 10,600 full (25 L): 600 km on 40 L = 15 km/L.
    // 10,600 → 11,000 full (32 L): 400 km on 32 L = 12.5 km/L. Average 1,000 km / 72 L.
    const economy = fuelEconomy([
      fill('f1', 10_000, 40, true),
      fill('f2', 10_300, 15, false),
      fill('f3', 10_600, 25, true),
      fill('f4', 11_000, 32, true),
    ]);
    expect(economy.perFill).toEqual({ f1: null, f2: null, f3: 15, f4: 12.5 });
    expect(economy.average).toBeCloseTo(1_000 / 72, 10);
    expect(economy.costPerKm).toBeCloseTo((72 * 6) / 1_000, 10);
  });

  it('when there is only one full fill-up, then there is no km/L yet', () => {
    expect(fuelEconomy([fill('f1', 10_000, 40, false), fill('f2', 10_400, 35, true)])).toMatchObject({
      average: null,
      costPerKm: null,
    });
  });

  it('when a Flex vehicle burns gasolina and etanol, then each fuel has its own km/L and mixed stretches count in neither', () => {
    const economy = fuelEconomy([
      fill('f1', 0, 40, true, 'gasoline'),
      fill('f2', 500, 40, true, 'gasoline'),
      fill('f3', 850, 50, true, 'ethanol'),
      fill('f4', 1_000, 10, false, 'gasoline'),
      fill('f5', 1_200, 20, true, 'ethanol'),
    ]);
    expect(economy.byFuelType).toEqual({ gasoline: 12.5, ethanol: 7 });
  });

  it('when the total of a fill-up is computed, then it is litres times price, to the centavo', () => {
    expect(fuelTotalCost(42.37, 5.899)).toBe(249.94);
  });
});

describe('service reminders', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('when the odometer gets there before the calendar, then it is due by km first', () => {
    const due = reminderDue(
      { intervalKm: 10_000, intervalMonths: 12, lastDoneKm: 40_000, lastDoneAt: '2026-06-01T12:00:00.000Z' },
      49_000,
      now,
    );
    expect(due).toMatchObject({
      status: 'warning',
      dueFirst: 'km',
      byKm: { dueKm: 50_000, remainingKm: 1_000, status: 'warning' },
    });
    expect(due.byDate?.status).toBe('ok');
  });

  it('when the calendar gets there before the odometer, then it is due by date first, and overdue once the date passes', () => {
    const due = reminderDue(
      { intervalKm: 20_000, intervalMonths: 6, lastDoneKm: 40_000, lastDoneAt: '2026-05-01T12:00:00.000Z' },
      42_000,
      now,
    );
    expect(due).toMatchObject({
      status: 'overdue',
      dueFirst: 'date',
      byDate: { dueAt: '2026-11-01T12:00:00.000Z', status: 'overdue' },
    });
    expect(due.byDate!.remainingDays).toBe(-22);
    expect(due.byKm?.status).toBe('ok');
  });

  it('when a task has only one interval, then only that one counts', () => {
    const due = reminderDue(
      { intervalKm: null, intervalMonths: 12, lastDoneKm: 0, lastDoneAt: '2026-01-10T12:00:00.000Z' },
      90_000,
      now,
    );
    expect(due).toMatchObject({ byKm: null, dueFirst: 'date', status: 'warning' });
  });

  it('when months are added from the end of a month, then the date stays in the target month', () => {
    expect(addMonths('2026-01-31T12:00:00.000Z', 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
});

describe('odometer', () => {
  it('when a later reading is lower than an earlier one, then it is kept and flagged', () => {
    const timeline = odometerTimeline([
      { km: 10_500, at: '2026-03-01T12:00:00.000Z', source: 'maintenance', recordId: 'm1' },
      { km: 10_000, at: '2026-02-01T12:00:00.000Z', source: 'fuel', recordId: 'f1' },
      { km: 10_400, at: '2026-04-01T12:00:00.000Z', source: 'fuel', recordId: 'f2' },
    ]);
    expect(timeline.map((r) => [r.recordId, r.wentBack])).toEqual([
      ['f1', false],
      ['m1', false],
      ['f2', true],
    ]);
  });

  it('when a record is above the current km, then the odometer rises; below, it stays', () => {
    expect([raisedOdometer(10_000, 10_250), raisedOdometer(10_000, 9_000)]).toEqual([10_250, 10_000]);
  });
});

describe('the vehicle form', () => {
  const valid = validVehicle();
  const schema = vehicleInputSchema(new Date('2026-11-23T12:00:00.000Z'));
  const problems = (input: object) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('when valid, then the plate is stored normalised and the interval and active flag get their defaults', () => {
    expect(schema.parse(valid)).toMatchObject({ plate: 'ABC1D23', oilChangeIntervalKm: 10_000, isActive: true });
  });

  it.each([
    [{ name: ' ' }, 'name', 'Nome é obrigatório'],
    [{ plate: '' }, 'plate', 'Placa é obrigatória'],
    [{ plate: 'AB-12345' }, 'plate', 'Formato de placa inválido (ex: ABC1234 ou ABC1D23)'],
    [{ model: '' }, 'model', 'Modelo é obrigatório'],
    [{ brand: '' }, 'brand', 'Marca é obrigatória'],
    [{ color: '' }, 'color', 'Cor é obrigatória'],
    [{ year: 1899 }, 'year', 'Informe um ano entre 1900 e 2027'],
    [{ year: 2028 }, 'year', 'Informe um ano entre 1900 e 2027'],
    [{ currentKm: -1 }, 'currentKm', 'Quilometragem atual deve ser positiva'],
    [{ lastOilChangeKm: -5 }, 'lastOilChangeKm', 'Quilometragem da última troca de óleo deve ser positiva'],
    [{ lastOilChangeKm: 50_000 }, 'lastOilChangeKm', 'Quilometragem da última troca não pode ser maior que a atual'],
    [{ oilChangeIntervalKm: 0 }, 'oilChangeIntervalKm', 'Intervalo de troca de óleo deve ser positivo'],
  ])('when %j, then %s says "%s"', (change, path, message) => {
    expect(problems({ ...valid, ...change })).toEqual([[path, message]]);
  });

  it('when next year is given, then it is accepted', () => {
    expect(problems({ ...valid, year: 2027 })).toEqual([]);
  });
});
