import { describe, expect, it } from 'vitest';
import { formatReportNumber, sequenceOf } from './report-number';
import { initialled, VerificationCodeSchema } from './verification';

describe('report numbers', () => {
  it('when a sequence number is formatted, then CK-YYYY-NNNNNN, and read back', () => {
    expect(formatReportNumber('2026', 123)).toBe('CK-2026-000123');
    expect(sequenceOf('CK-2026-000123')).toBe(123);
    expect(() => formatReportNumber('2026', 0)).toThrow();
  });
});

describe('initialled', () => {
  it('when a name is shown on the public page, then only its initials, without the particles', () => {
    expect(initialled('João Pereira da Silva')).toBe('J. P. S.');
    expect(initialled('  ana  ')).toBe('A.');
    expect(initialled('')).toBe('—');
  });
});

describe('VerificationCodeSchema', () => {
  it('when a code is 20 characters of its alphabet, then it is accepted; anything else is refused in pt-BR', () => {
    expect(VerificationCodeSchema.safeParse('abcdefghijkmnpqrstu23').success).toBe(false);
    expect(VerificationCodeSchema.safeParse('abcdefghijkmnpqrstu2').success).toBe(true);
    const refused = VerificationCodeSchema.safeParse('ABCDEFGHIJKMNPQRSTU2');
    expect(refused.error?.issues[0]?.message).toBe('Código de verificação inválido');
  });
});
