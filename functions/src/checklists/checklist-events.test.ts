import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { checklistEventChanged, checklistEventOf } from './checklist-events';

const stored = {
  id: 'k1',
  userId: 'u1',
  userName: 'João',
  templateName: 'Saída do veículo',
  status: 'in_progress',
  dueDate: Timestamp.fromMillis(1_800_000_000_000),
  assignedAt: Timestamp.fromMillis(1_700_000_000_000),
  vehicle: { id: 'v1', name: 'Caminhão', plate: 'ABC1D23' },
  custodyRole: 'check_out',
  questions: [
    { id: 'q1', type: 'odometer', question: 'Hodômetro', answer: null },
    { id: 'q2', type: 'text', question: 'Observações', answer: null },
  ],
  reviews: {},
};
const withAnswer = (index: number, answer: unknown) => ({
  ...stored,
  questions: stored.questions.map((q, i) => (i === index ? { ...q, answer } : q)),
});

describe("a checklist's event document", () => {
  it('when an answer other than the odometer is saved, then the event document stays as it is', () => {
    expect(checklistEventChanged(stored, withAnswer(1, 'Tudo certo'))).toBe(false);
  });

  it('when the odometer is answered, the status moves or a review is written, then the event document changes', () => {
    expect(checklistEventOf(withAnswer(0, 50_100)).odometerReading).toBe(50_100);
    expect(checklistEventChanged(stored, { ...stored, status: 'completed' })).toBe(true);
    const review = { status: 'rejected', rejectionReason: 'Ilegível', reviewedAt: '2026-11-22T13:00:00.000Z' };
    expect(checklistEventChanged(stored, { ...stored, reviews: { q2: review } })).toBe(true);
  });

  it('when the reviews are the same in another key order, then the digest is the same', () => {
    const a = { status: 'approved', reviewedAt: '2026-11-22T13:00:00.000Z' };
    const b = { status: 'rejected', reviewedAt: '2026-11-22T13:01:00.000Z' };
    expect(
      checklistEventChanged({ ...stored, reviews: { q1: a, q2: b } }, { ...stored, reviews: { q2: b, q1: a } }),
    ).toBe(false);
  });

  it('when built, then it carries what the handlers filter on and none of the questions', () => {
    expect(checklistEventOf(stored)).toEqual({
      userId: 'u1',
      userName: 'João',
      templateName: 'Saída do veículo',
      origin: null,
      status: 'in_progress',
      reviewStatus: null,
      dueDate: stored.dueDate,
      assignedAt: stored.assignedAt,
      submittedAt: null,
      completedAt: null,
      reviewedAt: null,
      rejectedAt: null,
      custodyRole: 'check_out',
      vehicle: { id: 'v1', name: 'Caminhão', plate: 'ABC1D23' },
      odometerReading: null,
      reviewsDigest: expect.any(String),
    });
  });
});
