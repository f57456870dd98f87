/**
 * Firestore's document size, as its documentation counts it (storage-size-calculations): a
 * string is its UTF-8 bytes + 1, a number or a timestamp 8, a boolean or null 1, a map the sum of
 * its field names (UTF-8 + 1) and values, an array the sum of its values; a document adds its
 * name (each path segment's UTF-8 + 1, plus 16) and 32. A write that would leave a document over
 * 1 MiB fails, so checklists are kept under it by the budgets below.
 */
export const MAX_DOCUMENT_BYTES = 1_048_576;

const utf8 = (text: string) => new TextEncoder().encode(text).length;

function isTimestampLike(value: object): boolean {
  return value instanceof Date || typeof (value as { toMillis?: unknown }).toMillis === 'function';
}

export function storedSize(value: unknown): number {
  if (typeof value === 'string') return utf8(value) + 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'boolean' || value === null || value === undefined) return 1;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + storedSize(item), 0);
  if (typeof value === 'object') {
    if (isTimestampLike(value)) return 8;
    return Object.entries(value).reduce((sum, [key, item]) => sum + utf8(key) + 1 + storedSize(item), 0);
  }
  return 8;
}

/** The size of the document at `path` (e.g. 'companies/c1/checklists/k1') holding `data`. */
export function documentSize(path: string, data: Record<string, unknown>): number {
  const name = path.split('/').reduce((sum, segment) => sum + utf8(segment) + 1, 16);
  return name + 32 + storedSize(data);
}

/** Rejection reasons are at most this long (review.schema), which bounds the room a review takes. */
export const MAX_REJECTION_REASON = 500;
/**
 * The reviewer's name stored with each review is cut to this: a name is at most 160 characters,
 * and an account without one goes by its e-mail, at most 254 (RFC 5321).
 */
export const MAX_REVIEWER_LENGTH = 254;

/**
 * The most one question's review can take in `reviews.<questionId>`: the longest reason, in
 * characters of 3 UTF-8 bytes (any character a JavaScript string holds takes at most 3 bytes per
 * UTF-16 unit), the longest reviewer's name, its time, its status and its question id (at most 69 characters).
 */
export const MAX_REVIEW_BYTES =
  69 +
  1 +
  storedSize({ status: 'rejected', reviewedAt: new Date(0).toISOString(), reviewedBy: null, rejectionReason: null }) +
  3 * MAX_REJECTION_REASON +
  3 * MAX_REVIEWER_LENGTH;

/** The fields of a question that mark its archived rejections (the rejections themselves are stored apart). */
const CORRECTION_MARKER_FIELDS = ['corrections', 'archivedRejectionAt'] as const;

/** The most a question's correction marker takes: a count and a rejection's time. */
export const MAX_CORRECTION_MARKER_BYTES = storedSize({
  corrections: 0,
  archivedRejectionAt: new Date(0).toISOString(),
});

function markerSize(question: Record<string, unknown>): number {
  return CORRECTION_MARKER_FIELDS.reduce(
    (sum, field) => (field in question ? sum + utf8(field) + 1 + storedSize(question[field]) : sum),
    0,
  );
}

/**
 * The room kept free for what is still to come whatever the answers: each question may yet get a
 * review as large as MAX_REVIEW_BYTES and a correction marker as large as
 * MAX_CORRECTION_MARKER_BYTES, minus what its current ones already take. Answers may fill the
 * document only up to the limit minus this, so every review that follows always fits, and so does
 * every correction no longer than the answer it replaces, however many rounds there are.
 */
export function reservedRoom(
  questions: ReadonlyArray<Record<string, unknown>>,
  reviews: Record<string, unknown> | undefined,
): number {
  return questions.reduce((sum, question) => {
    const id = String(question.id ?? '');
    const current = reviews?.[id];
    const taken = current === undefined ? 0 : utf8(id) + 1 + storedSize(current);
    return (
      sum + Math.max(0, MAX_REVIEW_BYTES - taken) + Math.max(0, MAX_CORRECTION_MARKER_BYTES - markerSize(question))
    );
  }, 0);
}

/**
 * A template's questions may take at most this much (about a quarter of a document), so the checklists
 * made from it keep the rest for answers and reviews.
 */
export const MAX_TEMPLATE_QUESTIONS_BYTES = 250_000;
