import { describe, expect, it } from 'vitest';
import {
  cannotDriveReason,
  coversCategory,
  requiresToxicologicalExam,
  toxicologicalExamDueDay,
  type DriverLicense,
} from './cnh';

describe('CNH categories', () => {
  it.each([
    ['B', 'B', true],
    ['B', 'C', false],
    ['C', 'B', true],
    ['D', 'C', true],
    ['D', 'E', false],
    ['E', 'C', true],
    ['E', 'D', true],
    ['E', 'A', false],
    ['A', 'B', false],
    ['A', 'A', true],
    ['AB', 'B', true],
    ['AB', 'A', true],
    ['AB', 'C', false],
    ['AE', 'D', true],
  ] as const)('when the driver holds %s and the vehicle requires %s, then covered is %s', (held, required, covered) => {
    expect(coversCategory(held, required)).toBe(covered);
  });
});

describe('toxicological exam', () => {
  it('when the category is C, D or E, then the exam is due 2 years and 6 months after the last one', () => {
    expect(toxicologicalExamDueDay('C', '2024-05-10')).toBe('2026-11-10');
    expect(toxicologicalExamDueDay('AE', '2024-08-31')).toBe('2027-02-28');
    expect(requiresToxicologicalExam('D')).toBe(true);
  });

  it('when the category is A or B, or no exam is recorded, then none is due', () => {
    expect(toxicologicalExamDueDay('B', '2024-05-10')).toBeNull();
    expect(toxicologicalExamDueDay('AB', '2024-05-10')).toBeNull();
    expect(toxicologicalExamDueDay('C', null)).toBeNull();
  });
});

describe('who may drive a vehicle', () => {
  const license = (category: DriverLicense['category'], expiryDate = '2027-01-01'): DriverLicense => ({
    cnhNumber: '58316794534',
    category,
    expiryDate,
    ear: true,
    lastToxicologicalExamDate: null,
  });
  const truck = { name: 'Caminhão 01', requiredCnhCategory: 'C' as const };
  const today = '2026-11-24';

  it('when the licence is of a lower category, then the reason names both categories', () => {
    expect(cannotDriveReason({ name: 'João', driverLicense: license('B') }, truck, today)).toBe(
      'João tem CNH categoria B; Caminhão 01 exige categoria C.',
    );
  });

  it('when the licence expired, then the reason names the day, whatever the vehicle requires', () => {
    const driver = { name: 'João', driverLicense: license('E', '2026-11-23') };
    expect(cannotDriveReason(driver, { name: 'Strada', requiredCnhCategory: null }, today)).toBe(
      'A CNH de João venceu em 23/11/2026.',
    );
  });

  it('when the licence expires today, then it still counts', () => {
    expect(cannotDriveReason({ name: 'João', driverLicense: license('C', today) }, truck, today)).toBeNull();
  });

  it('when the vehicle requires a category and no licence is recorded, then it is refused', () => {
    expect(cannotDriveReason({ name: 'João', driverLicense: null }, truck, today)).toBe(
      'João não tem CNH cadastrada; Caminhão 01 exige categoria C.',
    );
  });

  it('when the vehicle requires nothing and no licence is recorded, then anyone may take it', () => {
    expect(
      cannotDriveReason({ name: 'João', driverLicense: null }, { name: 'Strada', requiredCnhCategory: null }, today),
    ).toBeNull();
  });
});
