import { z } from 'zod';
import { verificationMessages as m } from './messages';

/**
 * A report version's verification code: 20 characters of base32 (100 random bits), so no one
 * finds a code by trying them, and letters a phone's QR reader and a person copy alike.
 */
export const VERIFICATION_CODE_LENGTH = 20;
export const VERIFICATION_CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_PATTERN = new RegExp(`^[${VERIFICATION_CODE_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`);

export const VerificationCodeSchema = z.string().regex(CODE_PATTERN, m.invalidCode);

/** `POST /verificar/:code/pdf`: the SHA-256 of the PDF's bytes, computed on the reader's device. */
export const PdfCheckBodySchema = z.strictObject({
  sha256: z
    .string({ error: m.invalidDigest })
    .regex(/^[0-9a-fA-F]{64}$/, m.invalidDigest)
    .transform((hex) => hex.toLowerCase()),
});

/** The path of a version's public check; the QR code and the footer's short URL point at it. */
export const verificationPath = (code: string) => `/verificar/${code}`;

/**
 * A name as the public page shows it (LGPD): each word's initial, 'João Pereira da Silva' as
 * 'J. P. S.' ('da', 'de', 'dos'... dropped).
 */
export function initialled(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !/^(d[aeo]s?|e)$/i.test(w));
  if (words.length === 0) return '—';
  return words.map((w) => `${w[0]!.toLocaleUpperCase('pt-BR')}.`).join(' ');
}

/** What a version of an approved report shows anyone, as it is kept (names as the company chose then). */
export interface VerifiedFacts {
  code: string;
  number: string;
  version: number;
  companyName: string;
  cnpj: string;
  templateName: string;
  /** The vehicle's plate, formatted; null on a general checklist. */
  plate: string | null;
  /** The field user's and approvers' names, initialled (LGPD). */
  fieldUser: string;
  approvedBy: string[];
  submittedAt: string | null;
  approvedAt: string;
  timeZone: string;
  /** SHA-256 (hex) of the canonical content. */
  digest: string;
}

/** Every field of VerifiedFacts: only these of a stored version reach the public page. */
const FACT_KEYS = [
  'code',
  'number',
  'version',
  'companyName',
  'cnpj',
  'templateName',
  'plate',
  'fieldUser',
  'approvedBy',
  'submittedAt',
  'approvedAt',
  'timeZone',
  'digest',
] as const satisfies readonly (keyof VerifiedFacts)[];

export const verifiedFactsOf = (stored: VerifiedFacts): VerifiedFacts =>
  Object.fromEntries(FACT_KEYS.map((key) => [key, stored[key]])) as unknown as VerifiedFacts;

/** What the public page shows of one version: its facts, and the version that replaced it, if any. */
export interface PublicVerification extends VerifiedFacts {
  supersededBy: { version: number; code: string } | null;
}
