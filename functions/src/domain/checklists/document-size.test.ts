import { describe, expect, it } from 'vitest';
import { documentSize, MAX_CORRECTION_MARKER_BYTES, MAX_REVIEW_BYTES, reservedRoom } from './document-size';

const PATH = 'companies/c/checklists/k';
const REVIEWED_AT = '2026-11-22T10:00:00.000Z';

describe('the room a checklist keeps for what is still to come', () => {
  it('when a question has no review and no correction yet, then a whole review and the marker’s growth are kept for it', () => {
    const question = { id: 'question_1', answer: null, corrections: 0, archivedRejectionAt: null };
    const markerGrowth = MAX_CORRECTION_MARKER_BYTES - (12 + 8 + 20 + 1);
    expect(markerGrowth).toBe(24);
    expect(reservedRoom([question], {})).toBe(MAX_REVIEW_BYTES + markerGrowth);
  });

  it('when a question is rejected and corrected, then what the review and the marker take comes off the room, and size plus room stays the same', () => {
    const before: Record<string, unknown> = {
      id: 'question_1',
      answer: 'a',
      corrections: 0,
      archivedRejectionAt: null,
    };
    const review = {
      status: 'rejected',
      rejectionReason: 'Foto escura',
      reviewedAt: REVIEWED_AT,
      reviewedBy: 'a@b.dev',
    };
    const after = { ...before, answer: 'b', corrections: 1, archivedRejectionAt: REVIEWED_AT };
    const total = (question: Record<string, unknown>, reviews: Record<string, unknown>) =>
      documentSize(PATH, { questions: [question], reviews }) + reservedRoom([question], reviews);
    expect(total(before, {})).toBe(total(before, { question_1: review }));
    expect(total(before, { question_1: review })).toBe(total(after, { question_1: review }));
    // However many rounds: the marker is a count and one time.
    expect(total({ ...after, corrections: 10 }, { question_1: review })).toBe(total(after, { question_1: review }));
  });
});
