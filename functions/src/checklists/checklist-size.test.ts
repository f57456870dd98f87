import { beforeAll, describe, expect, it } from 'vitest';
import { documentSize, MAX_DOCUMENT_BYTES, storedSize } from '../domain/checklists/document-size';
import {
  CHECKLIST_EVENTS_COLLECTION,
  type Checklist,
  type FieldChecklist,
} from '../domain/checklists/checklist.schema';
import type { TemplateInput } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { db } from '../platform/firebase';
import { createAccount, newCompanyId, signIn, type TestAccount } from '../testing/accounts';
import { inMinutes, validTemplate, validUser } from '../testing/fixtures';
import { call } from '../testing/http';
import { uploadPhoto } from '../testing/photos';
import { answerHistoryRepository } from './answer-history.repository';

const TOO_LARGE = 'O checklist atingiu o tamanho máximo: encurte as respostas ou os comentários';
/** '€' takes 3 bytes in UTF-8, the most any character of a JavaScript string takes per unit. */
const widest = (length: number) => '€'.repeat(length);
/** Another 3-byte character: a correction as long as the answer it replaces. */
const other = (length: number) => '₢'.repeat(length);
const ROUNDS = 10;
/** Google's most for an Eventarc event, which carries a 2nd-gen Firestore trigger's change (docs/deploy.md, 'Event size'), read as 512,000 bytes. */
const MAX_EVENT_BYTES = 512_000;

let company: string;
let admin: TestAccount;
let joao: CompanyUser & { token: string };

beforeAll(async () => {
  company = newCompanyId('grande');
  admin = await createAccount({ role: 'admin', companyId: company });
  const res = await call('post', '/api/users', admin.token, validUser({ name: 'João' }));
  joao = { ...(res.body.data as CompanyUser), token: await signIn(res.body.data.email as string) };
});

describe('the size of a checklist document', () => {
  it('when sizes are counted, then they follow Firestore’s rules (UTF-8 + 1 per string, names, 32 per document)', () => {
    expect(storedSize('é')).toBe(3);
    expect(storedSize({ a: [1, true, null] })).toBe(2 + 8 + 1 + 1);
    expect(documentSize('companies/c/checklists/k', { x: 'ab' })).toBe(10 + 2 + 11 + 2 + 16 + 32 + 2 + 3);
  });

  it('when a template’s questions pass their budget, then it is refused with a pt-BR message', async () => {
    const questions: TemplateInput['questions'] = Array.from({ length: 200 }, (_, i) => ({
      type: 'text',
      question: `${widest(490)} ${i}`,
    }));
    const res = await call('post', '/api/templates', admin.token, validTemplate({ questions }));
    expect([res.status, res.body.error?.message]).toEqual([
      400,
      'O template passou do tamanho máximo: encurte as perguntas ou as opções',
    ]);
  });

  it('when the largest checklist allowed is filled with the longest answers and most photos, then sent, rejected with the longest reasons and corrected for 10 rounds, every answer rejected and all approved, then nothing fails, it stays under 1 MiB, every round is in the answer history and its event document’s events stay under a hundredth of Google’s event size', async () => {
    // 200 questions, the longest texts the template budget allows (2-byte characters), the photo kinds first.
    const questions: TemplateInput['questions'] = [
      { type: 'photo', question: 'Foto do painel' },
      { type: 'boolean', question: 'Os pneus estão bons?', requirePhotoOnNo: true, requireCommentOnNo: true },
      ...Array.from({ length: 198 }, (_, i) => ({
        type: 'text' as const,
        question: `${'ç'.repeat(490)} ${i}`,
        required: false,
      })),
    ];
    const template = await call('post', '/api/templates', admin.token, validTemplate({ questions }));
    expect(template.status).toBe(201);
    const assigned = await call('post', '/api/checklists/assign', admin.token, {
      templateId: template.body.data.id,
      dueDate: inMinutes(120),
      userIds: [joao.id],
    });
    const id = assigned.body.data.ids[0] as string;
    expect((await call('post', `/api/checklists/${id}/start`, joao.token)).status).toBe(200);
    const q = ((await call('get', `/api/checklists/${id}`, joao.token)).body.data as FieldChecklist).questions.map(
      (x) => x.id,
    );
    const ref = db().doc(`companies/${company}/checklists/${id}`);
    const size = async () => documentSize(ref.path, (await ref.get()).data()!);
    const ok = (res: { status: number; body: unknown }) => expect(res.status, JSON.stringify(res.body)).toBe(200);
    const put = (questionId: string, body: unknown) =>
      call('put', `/api/checklists/${id}/answers/${questionId}`, joao.token, body);
    const reject = (questionId: string, reason: string) =>
      call('post', `/api/responses/${id}/questions/${questionId}/reject`, admin.token, { reason });

    // Reviews of different answers each write only their own field, so several go at once, as reviewers may.
    const rejectAll = async (ids: string[], why: string) => {
      for (let i = 0; i < ids.length; i += 5)
        for (const res of await Promise.all(ids.slice(i, i + 5).map((questionId) => reject(questionId, why)))) ok(res);
    };
    const photos = async (questionId: string) => {
      const refs: string[] = [];
      for (let i = 0; i < 20; i += 1) refs.push(await uploadPhoto(joao.token, id, questionId));
      return refs;
    };
    const panel = await photos(q[0]!);
    const tyres = await photos(q[1]!);
    ok(await put(q[0]!, { answer: panel }));
    ok(await put(q[1]!, { answer: false, photos: tyres, comment: widest(2000) }));

    // Text questions get the longest answer until the checklist has no room left for another.
    const answered: string[] = [];
    let refusal: unknown = null;
    for (const questionId of q.slice(2)) {
      const res = await put(questionId, { answer: widest(5000) });
      if (res.status !== 200) {
        refusal = [res.status, res.body.error.message];
        break;
      }
      answered.push(questionId);
    }
    expect(refusal).toEqual([413, TOO_LARGE]);
    expect(answered.length).toBeGreaterThan(2);
    expect(answered.length).toBeLessThan(198);
    expect(await size()).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
    ok(await call('post', `/api/checklists/${id}/submit`, joao.token, {}));

    // Each round, the reviewer rejects the largest answers with the longest reason, and João
    // corrects each with an answer as long (the same photos in another order, the other 3-byte
    // character): every correction is saved, however many rounds came before.
    const corrected = [q[0]!, q[1]!, ...answered.slice(0, 3)];
    const reason = (round: number) => `${widest(498)}${String(round).padStart(2, '0')}`;
    for (let round = 1; round <= ROUNDS; round += 1) {
      await rejectAll(corrected, reason(round));
      const flip = round % 2 === 1;
      const order = (refs: string[]) => (flip ? [...refs].reverse() : refs);
      ok(await put(q[0]!, { answer: order(panel) }));
      ok(await put(q[1]!, { answer: false, photos: order(tyres), comment: flip ? other(2000) : widest(2000) }));
      for (const questionId of corrected.slice(2))
        ok(await put(questionId, { answer: flip ? other(5000) : widest(5000) }));
      ok(await call('post', `/api/checklists/${id}/submit`, joao.token, {}));
      expect(await size()).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
    }

    // Then every question is rejected with the longest reason, and all approved: the reviews always fit.
    await rejectAll(q, widest(500));
    expect((await ref.get()).data()!.status).toBe('rejected');
    expect(await size()).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);
    const eventRef = db().doc(`companies/${company}/${CHECKLIST_EVENTS_COLLECTION}/${id}`);
    const [checklistBefore, eventBefore] = [(await ref.get()).data()!, (await eventRef.get()).data()!];
    ok(await call('post', `/api/responses/${id}/approve-all`, admin.token));
    expect((await ref.get()).data()!.status).toBe('approved');
    expect(await size()).toBeLessThanOrEqual(MAX_DOCUMENT_BYTES);

    // The approval's event, before and after: the checklist's own would pass Google's limit; its
    // companion's, which onChecklistChange watches, stays under a hundredth of it.
    const eventAfter = (await eventRef.get()).data()!;
    expect([eventBefore.status, eventAfter.status]).toEqual(['rejected', 'approved']);
    expect(documentSize(ref.path, checklistBefore) + (await size())).toBeGreaterThan(MAX_EVENT_BYTES);
    const companionEvent = documentSize(eventRef.path, eventBefore) + documentSize(eventRef.path, eventAfter);
    expect(companionEvent).toBeLessThan(MAX_EVENT_BYTES / 100);

    // Every round's rejected answer is in the answer history, in order, with its reason; the checklist counts them.
    const history = await answerHistoryRepository.listForChecklist(company, id);
    expect(history.map((h) => [h.questionId, h.seq, h.rejectionReason])).toEqual(
      [...corrected]
        .sort((a, b) => a.localeCompare(b))
        .flatMap((questionId) =>
          Array.from({ length: ROUNDS }, (_, i) => [questionId, i + 1, reason(i + 1)] as [string, number, string]),
        ),
    );
    const tyreHistory = history.filter((h) => h.questionId === q[1]);
    expect(tyreHistory[0]).toMatchObject({
      answer: false,
      comment: widest(2000),
      evidencePhotos: tyres,
      userId: joao.id,
    });
    expect(tyreHistory[1]).toMatchObject({ comment: other(2000), evidencePhotos: [...tyres].reverse() });
    const stored = (await call('get', `/api/responses/${id}`, admin.token)).body.data as Checklist;
    expect(
      stored.questions
        .filter((x) => x.corrections === ROUNDS)
        .map((x) => x.id)
        .sort(),
    ).toEqual([...corrected].sort());
  }, 300_000);
});
