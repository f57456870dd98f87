import type { AnswerHistoryRecord, Checklist, ChecklistQuestion } from '../checklists/checklist.schema';
import { imageIdOf } from '../checklists/answer.schema';
import { approvalRecord, signatureAnswerOf, signatureImageIds } from '../checklists/signature';

/**
 * The canonical content of an approved report (docs/verification.md): what its SHA-256 digest is
 * of. Plain JSON values only; `canonicalJson` writes them with every object's keys sorted and no
 * spaces, so the same content always gives the same bytes, and anyone can recompute the digest.
 */
export const CANONICAL_FORMAT = 'checkfrota.relatorio/2';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * JSON with object keys in code-unit order (as RFC 8785 sorts them), no whitespace, `undefined`
 * fields left out. Numbers are written as JSON.stringify writes them (RFC 8785's form for
 * finite numbers); a non-finite number is refused rather than written as null.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('canonical JSON has no non-finite numbers');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  throw new Error(`canonical JSON has no ${typeof value}`);
}

/** The issuer as the report's header prints it. */
export interface CanonicalCompany {
  id: string;
  name: string;
  cnpj: string;
  address: string;
}

export interface CanonicalInput {
  company: CanonicalCompany;
  number: string;
  version: number;
  approvedAt: string;
  checklist: Checklist;
  history: readonly AnswerHistoryRecord[];
  /** SHA-256 (hex) of each stored photo's bytes by image id; a photo missing here could not be read. */
  photoDigests: ReadonlyMap<string, string>;
}

/** A photo as the digest covers it: its id and its bytes' SHA-256; any other entry (a URL) as written. */
function photoEntries(entries: unknown, digests: ReadonlyMap<string, string>): JsonValue[] {
  if (!Array.isArray(entries)) return [];
  return entries.map((entry): JsonValue => {
    const imageId = typeof entry === 'string' ? imageIdOf(entry) : null;
    if (!imageId) return { ref: typeof entry === 'string' ? entry : null };
    return { imageId, sha256: digests.get(imageId) ?? null };
  });
}

/** A signature's drawing as the digest covers it: its image id and its bytes' SHA-256. */
function drawing(ref: string, digests: ReadonlyMap<string, string>): JsonValue {
  return photoEntries([ref], digests)[0]!;
}

/** An 'Assinatura' answer: the drawing digested, who signed (CPF digits or null) and the device. */
function signatureAnswer(answer: unknown, digests: ReadonlyMap<string, string>): JsonValue {
  const signature = signatureAnswerOf(answer);
  if (!signature) return json(answer);
  const { image, ...signer } = signature;
  return { ...signer, image: drawing(image, digests) };
}

const answerOf = (q: ChecklistQuestion, digests: ReadonlyMap<string, string>): JsonValue =>
  q.type === 'photo'
    ? photoEntries(q.answer, digests)
    : q.type === 'signature'
      ? signatureAnswer(q.answer, digests)
      : json(q.answer);

const json = (value: unknown): JsonValue =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as JsonValue);

function question(q: ChecklistQuestion, digests: ReadonlyMap<string, string>): JsonValue {
  return {
    id: q.id,
    order: q.order ?? null,
    type: q.type,
    question: q.question,
    required: q.required,
    answer: answerOf(q, digests),
    answeredAt: q.answeredAt,
    comment: q.comment,
    evidencePhotos: photoEntries(q.evidencePhotos, digests),
    location: json(q.location),
    status: q.status,
    reviewedAt: q.reviewedAt,
    reviewedBy: q.reviewedBy,
    rejectionReason: q.rejectionReason,
  };
}

/** The content an approved version's digest is of, as plain JSON (the fields docs/verification.md lists). */
export function canonicalReport(input: CanonicalInput): JsonValue {
  const { checklist: c, photoDigests } = input;
  return {
    format: CANONICAL_FORMAT,
    company: { ...input.company },
    report: { number: input.number, version: input.version },
    checklist: {
      id: c.id,
      templateId: c.templateId,
      templateName: c.templateName,
      user: { id: c.userId, name: c.userName },
      vehicle: c.vehicle ? { id: c.vehicle.id, name: c.vehicle.name, plate: c.vehicle.plate } : null,
      assignedAt: c.assignedAt,
      assignedBy: c.assignedBy ?? null,
      dueDate: c.dueDate,
      startedAt: c.startedAt,
      submittedAt: c.submittedAt,
      approvedAt: input.approvedAt,
    },
    questions: c.questions.map((q) => question(q, photoDigests)),
    // The field user's signature at the submit (null when none was asked) and the approving admin.
    signatures: {
      submit: c.submitSignature
        ? {
            name: c.submitSignature.name,
            signedAt: c.submitSignature.signedAt,
            device: c.submitSignature.device,
            location: json(c.submitSignature.location),
            image: drawing(c.submitSignature.image, photoDigests),
          }
        : null,
      approval: { name: approvalRecord(c.status, c.questions)?.name ?? null, approvedAt: input.approvedAt },
    },
    // The review trail beyond the answers' last decisions: each rejected answer, since corrected.
    corrections: [...input.history]
      .sort((a, b) => (a.questionId === b.questionId ? a.seq - b.seq : a.questionId < b.questionId ? -1 : 1))
      .map((h) => ({
        questionId: h.questionId,
        seq: h.seq,
        answer: json(h.answer),
        answeredAt: h.answeredAt,
        rejectedAt: h.rejectedAt,
        rejectedBy: h.rejectedBy,
        rejectionReason: h.rejectionReason,
      })),
  };
}

/** The photos and signature drawings the canonical content names by image id (their bytes are digested). */
export function canonicalPhotoIds(checklist: Checklist): string[] {
  const ids = checklist.questions.flatMap((q) => [
    ...(q.type === 'photo' && Array.isArray(q.answer) ? q.answer : []),
    ...q.evidencePhotos,
  ]);
  const photos = ids.map((entry) => (typeof entry === 'string' ? imageIdOf(entry) : null));
  return [...new Set([...photos, ...signatureImageIds(checklist)])].filter((id): id is string => id !== null);
}

/**
 * A version's canonical content with a deleted person taken out (LGPD): every text through
 * `eraseText`, every position gone. Its digest no longer matches what was approved, which the
 * version records; the PDFs' digests still verify the copies handed out.
 */
export function erasedCanonical(canonical: string, eraseText: (text: string) => string): string {
  const erased = (value: JsonValue, key?: string): JsonValue => {
    if (key === 'location') return null;
    if (typeof value === 'string') return eraseText(value);
    if (Array.isArray(value)) return value.map((item) => erased(item));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, erased(v, k)]));
    return value;
  };
  return canonicalJson(erased(JSON.parse(canonical) as JsonValue));
}
