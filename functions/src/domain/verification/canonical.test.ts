import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Checklist, ChecklistQuestion } from '../checklists/checklist.schema';
import { canonicalJson, canonicalPhotoIds, canonicalReport, type CanonicalInput } from './canonical';

const question = (overrides: Partial<ChecklistQuestion>): ChecklistQuestion =>
  ({
    id: 'q1',
    type: 'boolean',
    question: 'Os faróis funcionam?',
    required: true,
    order: 1,
    answer: true,
    answeredAt: '2026-11-27T10:00:00.000Z',
    comment: null,
    evidencePhotos: [],
    location: null,
    status: 'approved',
    rejectionReason: null,
    reviewedAt: '2026-11-27T11:00:00.000Z',
    reviewedBy: 'Ana Admin',
    corrections: 0,
    archivedRejectionAt: null,
    ...overrides,
  }) as ChecklistQuestion;

const input = (questions: ChecklistQuestion[]): CanonicalInput => ({
  company: { id: 'c1', name: 'Transportes Alfa Ltda', cnpj: '11.222.333/0001-81', address: 'Rua A, 1' },
  number: 'CK-2026-000001',
  version: 1,
  approvedAt: '2026-11-27T11:00:00.000Z',
  checklist: {
    id: 'k1',
    companyId: 'c1',
    userId: 'u1',
    userName: 'João Pereira',
    templateId: 't1',
    templateName: 'Vistoria',
    status: 'approved',
    dueDate: '2026-11-28T10:00:00.000Z',
    assignedAt: '2026-11-27T09:00:00.000Z',
    assignedBy: 'admin@alfa.dev',
    startedAt: '2026-11-27T09:30:00.000Z',
    completedAt: '2026-11-27T10:00:00.000Z',
    submittedAt: '2026-11-27T10:00:00.000Z',
    durationSeconds: 1800,
    overdueAt: null,
    questionsCount: questions.length,
    answeredCount: questions.length,
    questions,
  } as Checklist,
  history: [],
  photoDigests: new Map([['img1', 'ab'.repeat(32)]]),
});

const digest = (value: unknown) => createHash('sha256').update(canonicalJson(value)).digest('hex');

describe('canonicalJson', () => {
  it('when two objects hold the same fields in another order, then they are written as the same bytes, keys sorted and no spaces', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 1, y: 'ç' } })).toBe(
      '{"a":[true,null,"x"],"b":1,"c":{"y":"ç","z":1}}',
    );
    expect(canonicalJson({ c: { y: 'ç', z: 1 }, a: [true, null, 'x'], b: 1 })).toBe(
      canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 1, y: 'ç' } }),
    );
  });

  it('when a field is undefined it is left out; a non-finite number is refused', () => {
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
    expect(() => canonicalJson({ a: Number.NaN })).toThrow();
  });
});

describe('canonicalReport', () => {
  it('when a photo answer is digested, then it names each photo by id with the SHA-256 of its bytes, and the digest changes when an answer does', () => {
    const photo = question({ id: 'q2', type: 'photo', answer: ['image_ref://img1'], order: 2 });
    const content = canonicalReport(input([question({}), photo])) as { questions: Array<{ answer: unknown }> };
    expect(content.questions[1]!.answer).toEqual([{ imageId: 'img1', sha256: 'ab'.repeat(32) }]);
    expect(canonicalPhotoIds(input([question({}), photo]).checklist)).toEqual(['img1']);

    const same = digest(canonicalReport(input([question({}), photo])));
    expect(digest(content)).toBe(same);
    const changed = digest(canonicalReport(input([question({ answer: false }), photo])));
    expect(changed).not.toBe(same);
  });

  it('when the content is built, then it carries the format, the issuer, the number, the people and the times', () => {
    expect(canonicalReport(input([question({})]))).toMatchObject({
      format: 'checkfrota.relatorio/2',
      company: { cnpj: '11.222.333/0001-81' },
      report: { number: 'CK-2026-000001', version: 1 },
      checklist: {
        user: { id: 'u1', name: 'João Pereira' },
        submittedAt: '2026-11-27T10:00:00.000Z',
        approvedAt: '2026-11-27T11:00:00.000Z',
      },
      questions: [{ id: 'q1', answer: true, reviewedBy: 'Ana Admin', status: 'approved' }],
      corrections: [],
      signatures: { submit: null, approval: { name: 'Ana Admin', approvedAt: '2026-11-27T11:00:00.000Z' } },
    });
  });

  it('when the checklist holds signatures, then each drawing is digested by its bytes and the signer is named, and the digest changes with the drawing', () => {
    const signed = (drawingDigest: string): CanonicalInput => {
      const third = question({
        id: 'q2',
        type: 'signature',
        order: 2,
        answer: { image: 'image_ref://sig2', name: 'Carlos Lima', cpf: '12345678909', device: 'Android 14 · Chrome' },
      });
      const base = input([question({}), third]);
      return {
        ...base,
        checklist: {
          ...base.checklist,
          submitSignature: {
            image: 'image_ref://sig1',
            name: 'João Pereira',
            signedAt: '2026-11-27T10:00:00.000Z',
            device: 'iPhone · Safari',
            location: null,
          },
        },
        photoDigests: new Map([
          ['sig1', drawingDigest],
          ['sig2', 'cd'.repeat(32)],
        ]),
      };
    };
    const content = canonicalReport(signed('ef'.repeat(32))) as {
      questions: Array<{ answer: unknown }>;
      signatures: unknown;
    };
    expect(content.questions[1]!.answer).toEqual({
      image: { imageId: 'sig2', sha256: 'cd'.repeat(32) },
      name: 'Carlos Lima',
      cpf: '12345678909',
      device: 'Android 14 · Chrome',
    });
    expect(content.signatures).toEqual({
      submit: {
        image: { imageId: 'sig1', sha256: 'ef'.repeat(32) },
        name: 'João Pereira',
        signedAt: '2026-11-27T10:00:00.000Z',
        device: 'iPhone · Safari',
        location: null,
      },
      approval: { name: 'Ana Admin', approvedAt: '2026-11-27T11:00:00.000Z' },
    });
    expect(canonicalPhotoIds(signed('ef'.repeat(32)).checklist).sort()).toEqual(['sig1', 'sig2']);
    expect(digest(canonicalReport(signed('00'.repeat(32))))).not.toBe(digest(content));
  });
});
