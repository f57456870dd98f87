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

  const at = (
    uf: LicensingVehicle['uf'],
    digit: number,
    year = 2026,
    vehicleType: LicensingVehicle['vehicleType'] = 'light',
  ) => licensingDueDay({ uf, vehicleType, plate: `QWE4R3${digit}` }, year);

  it('when another state has its own calendar, then it is used (Mato Grosso: 1-3 in March, 0 in October)', () => {
    const mt = (plate: string) => licensingMonth({ uf: 'MT', vehicleType: 'light', plate }, 2026);
    expect([1, 2, 3, 4, 9, 0].map((d) => mt(`QWE432${d}`))).toEqual([3, 3, 3, 4, 9, 10]);
  });

  // Each state's published calendar, final 1 to 0 (sources beside each row in licensing.ts).
  it.each([
    ['MG', ['08-31', '08-31', '08-31', '09-30', '09-30', '09-30', '10-31', '10-31', '10-31', '10-31']],
    ['RJ', ['08-31', '08-31', '09-30', '09-30', '09-30', '10-31', '10-31', '10-31', '10-31', '08-31']],
    ['RS', ['07-31', '07-31', '07-31', '07-31', '07-31', '07-31', '07-31', '07-31', '07-31', '07-31']],
    ['BA', ['07-30', '07-31', '08-28', '08-29', '09-29', '09-30', '10-30', '10-31', '11-27', '11-28']],
    ['GO', ['09-15', '09-15', '10-15', '10-15', '10-15', '10-15', '10-15', '10-15', '10-15', '10-15']],
    ['DF', ['09-30', '09-30', '10-31', '10-31', '10-31', '11-30', '11-30', '11-30', '12-31', '12-31']],
    ['ES', ['09-30', '09-30', '09-30', '09-30', '09-30', '09-30', '09-30', '09-30', '09-30', '09-30']],
    ['MT', ['03-31', '03-31', '03-31', '04-30', '05-31', '06-30', '07-31', '08-31', '09-30', '10-31']],
    ['MS', ['04-30', '04-30', '05-29', '06-30', '06-30', '07-31', '08-31', '08-31', '09-30', '10-30']],
  ] as const)('when a vehicle is registered in %s, then each final falls due on its published day', (uf, days) => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((digit) => at(uf, digit))).toEqual(days.map((day) => `2026-${day}`));
  });

  it('when the state publishes only some finals, then the others have no date (Paraná 1, 2, 0; Ceará 1 to 8)', () => {
    expect([1, 2, 3, 9, 0].map((digit) => at('PR', digit))).toEqual([
      '2026-08-15',
      '2026-08-29',
      null,
      null,
      '2026-11-28',
    ]);
    expect([1, 3, 8, 9, 0].map((digit) => at('CE', digit))).toEqual([
      '2026-03-10',
      '2026-05-11',
      '2026-10-12',
      null,
      null,
    ]);
  });

  it('when the month falls due on its last business day and ends on a weekend, then the Friday before is the day', () => {
    // Mato Grosso do Sul, final 3: 31 May 2026 is a Sunday. São Paulo, final 1: 31 July 2027 is a Saturday.
    expect(at('MS', 3)).toBe('2026-05-29');
    expect(at('SP', 1, 2027)).toBe('2027-07-30');
    // The same month in Minas Gerais, which counts the last day: 31 October 2027 is a Sunday.
    expect(at('MG', 7, 2027)).toBe('2027-10-31');
  });

  it('when a year had its own exception, then only that year keeps it (Mato Grosso do Sul final 3 in 2025: September)', () => {
    expect(at('MS', 3, 2025)).toBe('2025-09-30');
    expect(at('MS', 3, 2026)).toBe('2026-05-29');
  });

  it('when a state has one calendar for every vehicle, then a truck follows it', () => {
    expect(at('DF', 7, 2026, 'truck')).toBe(at('DF', 7, 2026, 'light'));
  });

  it('when the state, its calendar or the final digit is unknown, then there is no month', () => {
    expect(licensingMonth({ uf: null, vehicleType: 'light', plate: 'ABC1234' }, 2026)).toBeNull();
    // Santa Catarina, Pernambuco and Pará: no current calendar by final digit was found.
    expect(
      ['SC', 'PE', 'PA'].map((uf) => licensingMonth({ uf: uf as 'SC', vehicleType: 'light', plate: 'ABC1234' }, 2026)),
    ).toEqual([null, null, null]);
    expect(plateFinalDigit('ABC123X')).toBeNull();
  });

  it('when a year comes before every known calendar, then the earliest one is used', () => {
    expect(licensingMonth(sp('ABC1237', 'truck'), 2019)).toBe(11);
  });

  it('when the month is shown, then it names the month, the final and the state in pt-BR', () => {
    expect(licensingMonthLabel(sp('ABC1237', 'truck'), 2026)).toBe('Licenciamento em novembro (final 7, SP)');
  });

  it('when the state names the day, then the label gives the date', () => {
    expect(licensingMonthLabel({ uf: 'BA', vehicleType: 'light', plate: 'ABC1D21' }, 2026)).toBe(
      'Licenciamento até 30/07/2026 (final 1, BA)',
    );
    expect(licensingMonthLabel({ uf: 'CE', vehicleType: 'light', plate: 'ABC1D29' }, 2026)).toBeNull();
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
