import { z } from 'zod';
import { signatureMessages as m } from './messages';
import {
  AnswerLocationSchema,
  SignatureAnswerSchema,
  SignatureDeviceSchema,
  SignatureImageSchema,
  imageIdOf,
  type SignatureAnswer,
} from './answer.schema';
import type { ChecklistQuestion, ChecklistStatus, SubmitSignature } from './checklist.schema';
import { settledReview } from './checklist-transitions';

/** A stored 'Assinatura' answer, or null when the value is not one. */
export function signatureAnswerOf(answer: unknown): SignatureAnswer | null {
  const parsed = SignatureAnswerSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/**
 * The field user's signature at the submit, when the checklist asks for one: the drawing (uploaded
 * under template.schema's SUBMIT_SIGNATURE_ID), the device, and where, when they allowed location.
 */
export const SubmitSignatureSchema = z.strictObject(
  {
    image: SignatureImageSchema,
    device: SignatureDeviceSchema,
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
