import { z } from 'zod';
import { signatureMessages as m } from './messages';
import {
  AnswerLocationSchema,
  signatureAnswerSchema,
  signatureDeviceSchema,
  signatureImageSchema,
  imageIdOf,
  type SignatureAnswer,
} from './answer.schema';
import type { AnswerLocation, ChecklistQuestion, ChecklistStatus, SubmitSignature } from './checklist.schema';
import { maskCpf } from '../companies/cpf';
import { formatDateTimeBR } from '../dates';
import { settledReview } from './checklist-transitions';

const signatureAnswer = signatureAnswerSchema();

/** A stored 'Assinatura' answer, or null when the value is not one. */
export function signatureAnswerOf(answer: unknown): SignatureAnswer | null {
  const parsed = signatureAnswer.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/**
 * The field user's signature at the submit, when the checklist asks for one: the drawing (uploaded
 * under template.schema's SUBMIT_SIGNATURE_ID), the device, and where, when they allowed location.
 */
export const SubmitSignatureSchema = z.strictObject(
  {
    image: signatureImageSchema(),
    device: signatureDeviceSchema(),
    location: AnswerLocationSchema.nullable()
      .optional()
      .transform((location) => location ?? null),
  },
  { error: m.signatureRequired },
);
export type SubmitSignatureInput = z.output<typeof SubmitSignatureSchema>;

/** A stored submit signature read back, or null when it is not one. */
export function submitSignatureOf(raw: unknown): SubmitSignature | null {
  if (!raw || typeof raw !== 'object') return null;
  const { name, signedAt, ...input } = raw as Record<string, unknown>;
  const parsed = SubmitSignatureSchema.safeParse(input);
  if (!parsed.success || typeof name !== 'string' || typeof signedAt !== 'string') return null;
  return { ...parsed.data, name, signedAt };
}

/** The image ids of a checklist's signatures: the submit's and every 'Assinatura' answer's. */
export function signatureImageIds(checklist: {
  questions: ReadonlyArray<{ type: string; answer: unknown }>;
  submitSignature?: SubmitSignature | null;
}): string[] {
  const refs = [
    checklist.submitSignature?.image,
    ...checklist.questions.map((q) => (q.type === 'signature' ? signatureAnswerOf(q.answer)?.image : undefined)),
  ];
  return refs.map((ref) => (ref ? imageIdOf(ref) : null)).filter((id): id is string => id !== null);
}

/** The approving admin as a report records them: the reviewer whose decision settled the approval, and when. */
export interface ApprovalRecord {
  name: string | null;
  approvedAt: string;
}

/** The approval record of an approved checklist; null while it is not approved. */
export function approvalRecord(
  status: ChecklistStatus,
  questions: ReadonlyArray<Pick<ChecklistQuestion, 'status' | 'reviewedAt' | 'reviewedBy'>>,
): ApprovalRecord | null {
  const settled = status === 'approved' ? settledReview(status, questions) : null;
  if (!settled) return null;
  const last = questions.find((q) => q.status !== 'pending' && q.reviewedAt === settled.reviewedAt);
  return { name: last?.reviewedBy ?? null, approvedAt: settled.reviewedAt };
}

/** The fixed texts of a signature block, in the PDF and on the review screen. */
export const SIGNATURE_TEXTS = {
  section: 'Assinaturas',
  submit: 'Assinatura do responsável pelo checklist',
  approval: 'Aprovação',
  cpf: (cpf: string) => `CPF ${maskCpf(cpf)}`,
  signedAt: (when: string) => `Assinado em ${when} (horário do servidor)`,
  approvedBy: (name: string) => `Aprovado por ${name}`,
  approvedAt: (when: string) => `Em ${when} (horário do servidor)`,
  location: (l: AnswerLocation) => `Local: ${l.latitude}, ${l.longitude} (±${l.accuracy} m)`,
  device: (device: string) => `Dispositivo: ${device}`,
  noDrawing: 'Assinatura não encontrada',
} as const;

/** Who signed, as a block prints them under the drawing. */
export interface Signer {
  name: string;
  cpf?: string | null;
  signedAt: string | null;
  device: string;
  location: AnswerLocation | null;
}

/**
 * The lines of a signature block under the drawing: the name, the CPF masked when the company
 * records it, the server's time on the company's clock, the position when the signer allowed it,
 * and the device.
 */
export function signerLines(signer: Signer, timeZone: string): string[] {
  const t = SIGNATURE_TEXTS;
  return [
    signer.name,
    ...(signer.cpf ? [t.cpf(signer.cpf)] : []),
    ...(signer.signedAt ? [t.signedAt(formatDateTimeBR(signer.signedAt, timeZone))] : []),
    ...(signer.location ? [t.location(signer.location)] : []),
    t.device(signer.device),
  ];
}

/** The lines of the approval block: the approving admin and when. */
export function approvalLines(approval: ApprovalRecord, timeZone: string): string[] {
  return [
    SIGNATURE_TEXTS.approvedBy(approval.name ?? '—'),
    SIGNATURE_TEXTS.approvedAt(formatDateTimeBR(approval.approvedAt, timeZone)),
  ];
}

/** An 'Assinatura' question's signer: the answer's, signed at the answer's server time and place. */
export function questionSigner(
  question: Pick<ChecklistQuestion, 'answer' | 'answeredAt' | 'location'>,
): (Signer & { image: string }) | null {
  const answer = signatureAnswerOf(question.answer);
  if (!answer) return null;
  return { ...answer, signedAt: question.answeredAt, location: question.location };
}
