import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldChecklist, FieldChecklistSummary } from '../domain/checklists/checklist.schema';
import type { Template, TemplateInput } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { inMinutes, validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { uploadPhoto } from '../testing/photos';
import { assign as assignTemplate, fieldUser, twoCompanies } from '../testing/world';

const everyType: TemplateInput['questions'] = [
  { type: 'boolean', question: 'Os faróis funcionam?' },
  { type: 'text', question: 'Observações', required: false },
  { type: 'number', question: 'Passageiros', min: 0, max: 50 },
  { type: 'single_choice', question: 'Combustível', options: ['Cheio', 'Meio', 'Reserva'] },
  { type: 'photo', question: 'Foto do painel' },
  { type: 'datetime', question: 'Saída' },
  { type: 'measurement', question: 'Pressão dos pneus', unit: 'psi' },
];

/** A valid answer for each question, by position; the photo question's are uploaded to the checklist first. */
const PHOTO_INDEX = 4;
async function answersFor(id: string, token = joao.token): Promise<unknown[]> {
  const photoQuestion = (await questionsOf(id, token))[PHOTO_INDEX]!.id;
  const photos = [await uploadPhoto(token, id, photoQuestion), await uploadPhoto(token, id, photoQuestion)];
  return [true, 'Tudo certo', 12, 'Meio', photos, '2026-11-23T08:30:00-03:00', 32.5];
}

let alfa: string;
let admin: TestAccount;
let superadmin: TestAccount;
let joao: CompanyUser & { token: string };
let maria: CompanyUser & { token: string };
let carla: CompanyUser & { token: string };
let template: Template;

/** A fresh checklist of `template` for the user, through the assignment API. */
const assign = (userId: string) => assignTemplate(admin.token, template.id, userId);

const get = (id: string, token = joao.token) => call('get', `/api/checklists/${id}`, token);
const start = (id: string, token = joao.token) => call('post', `/api/checklists/${id}/start`, token);
const answer = (id: string, questionId: string, value: unknown, token = joao.token) =>
  call('put', `/api/checklists/${id}/answers/${questionId}`, token, { answer: value });
const submit = (id: string, body: unknown = {}, token = joao.token) =>
  call('post', `/api/checklists/${id}/submit`, token, body);

async function questionsOf(id: string, token = joao.token) {
  return ((await get(id, token)).body.data as FieldChecklist).questions;
}

async function answerAll(id: string) {
  const questions = await questionsOf(id);
  const answers = await answersFor(id);
  for (const [i, q] of questions.entries()) expect((await answer(id, q.id, answers[i])).status).toBe(200);
  return { questions, answers };
}

/** What a reviewer's rejection leaves (the review API is a later issue): written straight to the store. */
async function reject(id: string, index: number, reason: string) {
  const ref = db().doc(`companies/${alfa}/checklists/${id}`);
  const data = (await ref.get()).data()!;
  const questions = data.questions.map((q: Record<string, unknown>, i: number) =>
    i === index
      ? {
          ...q,
          status: 'rejected',
          rejectionReason: reason,
          reviewedAt: '2026-11-22T10:00:00.000Z',
          reviewedBy: admin.email,
        }
      : { ...q, status: 'approved', reviewedAt: '2026-11-22T10:00:00.000Z', reviewedBy: admin.email },
  );
  await ref.update({ questions, status: 'rejected' });
}

beforeAll(async () => {
  let adminBeta: TestAccount;
  ({ alfa, admin, adminBeta, superadmin } = await twoCompanies());
  const created = await call('post', '/api/templates', admin.token, validTemplate({ questions: everyType }));
  template = created.body.data as Template;
  [joao, maria] = [await fieldUser(admin.token, 'João'), await fieldUser(admin.token, 'Maria')];
  carla = await fieldUser(adminBeta.token, 'Carla');
});

describe('a field user’s list', () => {
  it('when João lists, then only his checklists come, newest assignment first, with the late one flagged', async () => {
    const late = await assign(joao.id);
    // Assignment takes only future dates; time passes, here by moving the due date back.
    await db()
      .doc(`companies/${alfa}/checklists/${late}`)
      .update({ dueDate: Timestamp.fromDate(new Date(inMinutes(-60))) });
    const fresh = await assign(joao.id);
    await assign(maria.id);

    const res = await call('get', '/api/checklists?pageSize=2', joao.token);
    expect(res.status).toBe(200);
    const page = res.body.data as { items: FieldChecklistSummary[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.map((c) => c.id)).toEqual([fresh, late]);
    expect(page.items.map((c) => c.overdue)).toEqual([false, true]);
    expect(page.items[0]).toMatchObject({
      status: 'pending',
      questionsCount: 7,
      answeredCount: 0,
      startedAt: null,
      submittedAt: null,
    });
    expect(page.items.every((c) => c.userId === joao.id)).toBe(true);
  });

  it('when filtered by status, then only that status comes', async () => {
    const id = await assign(joao.id);
    await start(id);
    const res = await call('get', '/api/checklists?status=in_progress', joao.token);
    expect((res.body.data.items as FieldChecklistSummary[]).map((c) => c.status)).toEqual(
      res.body.data.items.map(() => 'in_progress'),
    );
    expect((res.body.data.items as FieldChecklistSummary[]).some((c) => c.id === id)).toBe(true);
  });

  it('when the status is unknown or another field is sent, then 400 "Parâmetros inválidos"-like and nothing is listed', async () => {
    expect((await call('get', '/api/checklists?status=done', joao.token)).status).toBe(400);
    const extra = await call('get', '/api/checklists?userId=x', joao.token);
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('Campo não permitido: userId');
  });
});

describe('what a field user sent (view=sent)', () => {
  const sentPage = (query: string, token = joao.token) => call('get', `/api/checklists?view=sent&${query}`, token);

  it('when João sent checklists in the last 30 days and before, then only his recent sends come, the last sent first, with their review state, a page at a time', async () => {
    const [reviewed, waiting, old, open] = [
      await assign(joao.id),
      await assign(joao.id),
      await assign(joao.id),
      await assign(joao.id),
    ];
    for (const id of [reviewed, waiting, old]) {
      await start(id);
      await answerAll(id);
      expect((await submit(id)).status).toBe(200);
    }
    const at = (days: number) => Timestamp.fromDate(new Date(Date.now() - days * 24 * 60 * 60 * 1000));
    const checklist = (id: string) => db().doc(`companies/${alfa}/checklists/${id}`);
    await checklist(reviewed).update({ status: 'approved', submittedAt: at(2) });
    await checklist(waiting).update({ submittedAt: at(1) });
    await checklist(old).update({ submittedAt: at(31) });
    const maria1 = await assign(maria.id);
    await start(maria1, maria.token);

    const first = await sentPage('pageSize=1');
    expect(first.status).toBe(200);
    const page = first.body.data as { items: FieldChecklistSummary[]; total: number; page: number };
    expect(page.items.map((c) => [c.id, c.status])).toEqual([[waiting, 'completed']]);
    const second = (await sentPage('pageSize=1&page=2')).body.data as { items: FieldChecklistSummary[] };
    expect(second.items.map((c) => [c.id, c.status])).toEqual([[reviewed, 'approved']]);
    const cursor = encodeURIComponent(first.body.data.nextCursor as string);
    const followed = (await sentPage(`pageSize=1&page=2&after=${cursor}`)).body.data as typeof page;
    expect(followed.items.map((c) => c.id)).toEqual([reviewed]);
    expect(followed.total).toBe(page.total);
    const all = (await sentPage('pageSize=100')).body.data as { items: FieldChecklistSummary[]; total: number };
    const ids = all.items.map((c) => c.id);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(old);
    expect(ids).not.toContain(open);
    expect(all.items.every((c) => c.userId === joao.id && c.submittedAt !== null)).toBe(true);
    expect(all.total).toBe(all.items.length);
  });

  it("when another company's user or an admin asks, then the other's sends never come, and an admin is refused", async () => {
    const id = await assign(joao.id);
    await start(id);
    await answerAll(id);
    await submit(id);

    const carlas = await sentPage('pageSize=100', carla.token);
    expect(carlas.status).toBe(200);
    expect((carlas.body.data.items as FieldChecklistSummary[]).map((c) => c.id)).not.toContain(id);
    expect((await sentPage('pageSize=100', admin.token)).status).toBe(403);
    expect((await call('get', `/api/checklists/${id}`, carla.token)).status).toBe(404);
  });

  it('when the view is unknown or comes with a status, then 400 says so in pt-BR', async () => {
    const unknown = await call('get', '/api/checklists?view=all', joao.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Visão da lista inválida: use view=sent para os checklists enviados');
    const both = await call('get', '/api/checklists?view=sent&status=approved', joao.token);
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe('Escolha status ou view=sent, não os dois');
  });
});

describe('one checklist, start and answers', () => {
  it('when João opens his checklist, then its questions come with answers and reviews', async () => {
    const id = await assign(joao.id);
    const res = await get(id);
    expect(res.status).toBe(200);
    const checklist = res.body.data as FieldChecklist;
    expect(checklist.questions.map((q) => [q.type, q.answer, q.status, q.corrections])).toEqual(
      everyType.map((q) => [q.type, null, 'pending', 0]),
    );
  });

  it('when started twice, then it is in progress from the first start and the second changes nothing', async () => {
    const id = await assign(joao.id);
    const first = await start(id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'in_progress' });
    const startedAt = first.body.data.startedAt;
    expect(startedAt).toEqual(expect.any(String));
    const second = await start(id);
    expect(second.status).toBe(200);
    expect(second.body.data.startedAt).toBe(startedAt);
  });

  it('when every type gets a valid answer, then each is stored with the server time and counted', async () => {
    const id = await assign(joao.id);
    await start(id);
    const { answers } = await answerAll(id);
    const checklist = (await get(id)).body.data as FieldChecklist;
    expect(checklist.questions.map((q) => q.answer)).toEqual(answers);
    expect(checklist.questions.every((q) => typeof q.answeredAt === 'string')).toBe(true);
    expect(checklist.answeredCount).toBe(7);
  });

  it('when the same answer is sent twice, then the second has no effect', async () => {
    const id = await assign(joao.id);
    await start(id);
    const [q] = await questionsOf(id);
    const first = await answer(id, q!.id, false);
    const before = await snapshotCompany(alfa, ['checklists']);
    const second = await answer(id, q!.id, false);
    expect(second.status).toBe(200);
    expect(second.body.data.questions[0].answeredAt).toBe(first.body.data.questions[0].answeredAt);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it.each([
    [0, 'sim', 'Responda Sim ou Não'],
    [2, 51, 'O valor máximo é 50'],
    [2, '3', 'Informe um número'],
    [3, 'Vazio', 'Escolha uma das opções'],
    [4, ['http://169.254.169.254/latest'], 'Foto inválida: envie a imagem novamente'],
    [5, 'amanhã', 'Informe uma data e hora válidas'],
    [6, 'alta', 'Informe a medição em psi'],
  ])('when question %i gets %j, then 400 "%s" and nothing is stored', async (index, value, message) => {
    const id = await assign(joao.id);
    await start(id);
    const questions = await questionsOf(id);
    const before = await snapshotCompany(alfa, ['checklists']);
    const res = await answer(id, questions[index]!.id, value);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when an answer comes before the start, or for an unknown question, then it is refused', async () => {
    const id = await assign(joao.id);
    const [q] = await questionsOf(id);
    const early = await answer(id, q!.id, true);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Este checklist não está aberto para respostas');
    await start(id);
    const unknown = await answer(id, 'question_nao_existe', true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Questão não encontrada neste checklist');
    expect((await call('put', `/api/checklists/${id}/answers/${q!.id}`, joao.token, { resposta: true })).status).toBe(
      400,
    );
  });
});

describe('submitting', () => {
  it('when required questions are unanswered, then 400 names them and the checklist stays in progress', async () => {
    const id = await assign(joao.id);
    await start(id);
    const questions = await questionsOf(id);
    await answer(id, questions[0]!.id, true);
    await answer(id, questions[2]!.id, 3);
    const res = await submit(id);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Por favor, responda as questões obrigatórias: 4, 5, 6, 7');
    expect((await get(id)).body.data.status).toBe('in_progress');
  });

  it('when everything required is answered, then it is completed once: a second submit is 409 and changes nothing', async () => {
    const id = await assign(joao.id);
    await start(id);
    await answerAll(id);
    const res = await submit(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'completed', submittedAt: expect.any(String) });

    const before = await snapshotCompany(alfa, ['checklists']);
    const again = await submit(id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Este checklist já foi enviado');
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when the phone sends its answers by position, then they are saved and the checklist sent', async () => {
    const id = await assign(joao.id);
    await start(id);
    const values = await answersFor(id);
    const res = await submit(id, { answers: Object.fromEntries(values.map((a, i) => [String(i), a])) });
    expect(res.status).toBe(200);
    expect((res.body.data as FieldChecklist).questions.map((q) => q.answer)).toEqual(values);
  });

  it('when the desktop sends its responses, with blanks for unanswered ones, then they are saved and sent', async () => {
    const id = await assign(joao.id);
    await start(id);
    const questions = await questionsOf(id);
    const values = await answersFor(id);
    const responses = questions.map((q, i) => ({
      questionId: q.id,
      question: q.question,
      answer: i === 1 ? '' : values[i],
      status: 'approved',
      answeredAt: '2020-01-01T00:00:00.000Z',
    }));
    const res = await submit(id, { responses });
    expect(res.status).toBe(200);
    const sent = res.body.data as FieldChecklist;
    expect(sent.questions[1]!.answer).toBeNull();
    expect(sent.questions.every((q) => q.status === 'pending')).toBe(true);
    expect(sent.questions[0]!.answeredAt).not.toBe('2020-01-01T00:00:00.000Z');
  });

  it('when the same submit (same submissionId) arrives again after a lost answer, then it is accepted once and nothing changes; another submit is still 409', async () => {
    const id = await assign(joao.id);
    await start(id);
    await answerAll(id);
    const first = await submit(id, { submissionId: 'sub-phone-1' });
    expect(first.status).toBe(200);

    const before = await snapshotCompany(alfa, ['checklists']);
    const again = await submit(id, { submissionId: 'sub-phone-1' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'completed', submittedAt: first.body.data.submittedAt });
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);

    expect((await submit(id, { submissionId: 'sub-phone-2' })).status).toBe(409);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when a submit body carries a bad answer, then 400 and nothing is stored', async () => {
    const id = await assign(joao.id);
    await start(id);
    const before = await snapshotCompany(alfa, ['checklists']);
    const res = await submit(id, { answers: { '2': 99 } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('O valor máximo é 50');
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });
});

describe('correcting a rejected checklist', () => {
  it('when a question was rejected, then only it can be rewritten, and the resubmit sends it back to review, its rejected answer archived once in the answer history', async () => {
    const id = await assign(joao.id);
    await start(id);
    const { questions } = await answerAll(id);
    await submit(id);
    await reject(id, 1, 'Descreva melhor os riscos');

    const locked = await answer(id, questions[0]!.id, false);
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe('Esta resposta já foi aprovada e não pode ser alterada');

    const cleared = await answer(id, questions[1]!.id, null);
    expect(cleared.status).toBe(200);
    const empty = await submit(id);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Por favor, responda as questões rejeitadas: 2');

    // Saved twice (the phone's queue replaying it) and sent twice: the rejection is archived once.
    await answer(id, questions[1]!.id, 'Pneu dianteiro gasto');
    await answer(id, questions[1]!.id, 'Pneu dianteiro gasto');
    const res = await submit(id);
    expect(res.status).toBe(200);
    const resent = res.body.data as FieldChecklist;
    expect(resent.status).toBe('completed');
    expect(resent.questions[1]).toMatchObject({
      answer: 'Pneu dianteiro gasto',
      status: 'pending',
      rejectionReason: null,
      corrections: 1,
      archivedRejectionAt: '2026-11-22T10:00:00.000Z',
    });
    expect(resent.questions[1]).not.toHaveProperty('history');
    expect((await submit(id)).status).toBe(409);
    const archived = await db().collection(`companies/${alfa}/answer_history`).where('checklistId', '==', id).get();
    expect(archived.docs.map((doc) => doc.id)).toEqual([`${id}_${questions[1]!.id}_1`]);
    expect(archived.docs[0]!.data()).toMatchObject({
      checklistId: id,
      questionId: questions[1]!.id,
      seq: 1,
      userId: joao.id,
      answer: 'Tudo certo',
      answeredAt: expect.any(String),
      rejectionReason: 'Descreva melhor os riscos',
      rejectedAt: '2026-11-22T10:00:00.000Z',
      rejectedBy: admin.email,
    });
    expect(resent.questions[0]!.status).toBe('approved');
  });
});

describe('removing a corrected checklist', () => {
  it('when the admin removes a checklist whose answer was corrected, then its answer history goes with it and another checklist’s stays', async () => {
    const history = (checklistId: string) =>
      db().collection(`companies/${alfa}/answer_history`).where('checklistId', '==', checklistId).get();
    const corrected = async () => {
      const id = await assign(joao.id);
      await start(id);
      const { questions } = await answerAll(id);
      await submit(id);
      await reject(id, 1, 'Descreva melhor os riscos');
      expect((await answer(id, questions[1]!.id, 'Pneu dianteiro gasto')).status).toBe(200);
      expect((await history(id)).size).toBe(1);
      return id;
    };
    const [removed, kept] = [await corrected(), await corrected()];

    const res = await call('delete', `/api/users/${joao.id}/checklists/${removed}`, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await history(removed)).size).toBe(0);
    expect((await history(kept)).size).toBe(1);
  });
});

describe('the evidence of a "Não"', () => {
  const PHOTO = 'Adicione uma foto para justificar a resposta "Não"';
  const COMMENT = 'Adicione um comentário para justificar a resposta "Não"';
  const here = { latitude: -23.5505, longitude: -46.6333, accuracy: 12 };
  let evidenceTemplate: Template;

  beforeAll(async () => {
    const res = await call(
      'post',
      '/api/templates',
      admin.token,
      validTemplate({
        questions: [
          { type: 'boolean', question: 'Os pneus estão bons?', requirePhotoOnNo: true },
          { type: 'boolean', question: 'A cabine está limpa?', requireCommentOnNo: true },
          { type: 'boolean', question: 'O extintor está no prazo?' },
        ],
      }),
    );
    expect(res.status).toBe(201);
    evidenceTemplate = res.body.data as Template;
  });

  /** João's checklist of the evidence template, started, with its question ids in order. */
  async function started(): Promise<{ id: string; q: string[] }> {
    const res = await call('post', '/api/checklists/assign', admin.token, {
      templateId: evidenceTemplate.id,
      dueDate: inMinutes(120),
      userIds: [joao.id],
    });
    const id = res.body.data.ids[0] as string;
    await start(id);
    return { id, q: (await questionsOf(id)).map((x) => x.id) };
  }

  const put = (id: string, questionId: string, body: unknown) =>
    call('put', `/api/checklists/${id}/answers/${questionId}`, joao.token, body);

  it('when a template asks for evidence, then the assignment copies the rule into the checklist', async () => {
    const { id } = await started();
    expect(
      (await questionsOf(id)).map((q) => [
        q.requirePhotoOnNo,
        q.requireCommentOnNo,
        q.comment,
        q.evidencePhotos,
        q.location,
      ]),
    ).toEqual([
      [true, false, null, [], null],
      [false, true, null, [], null],
      [false, false, null, [], null],
    ]);
  });

  it('when a "Não" comes with its comment, photos and position, then they are stored beside the answer and returned', async () => {
    const { id, q } = await started();
    const pneu = await uploadPhoto(joao.token, id, q[0]!);
    const res = await put(id, q[0]!, {
      answer: false,
      comment: '  Pneu dianteiro careca ',
      photos: [pneu],
      location: here,
    });
    expect(res.status).toBe(200);
    const expected = {
      answer: false,
      comment: 'Pneu dianteiro careca',
      evidencePhotos: [pneu],
      location: here,
      answeredAt: expect.any(String),
    };
    expect((res.body.data as FieldChecklist).questions[0]).toMatchObject(expected);
    expect((await questionsOf(id))[0]).toMatchObject(expected);
    const stored = (await db().doc(`companies/${alfa}/checklists/${id}`).get()).data()!.questions[0];
    expect(stored).toMatchObject({ comment: 'Pneu dianteiro careca', evidencePhotos: [pneu], location: here });
  });

  it('when the same answer with its evidence is sent again, then the second has no effect', async () => {
    const { id, q } = await started();
    const body = { answer: false, comment: 'Suja', location: here };
    const first = await put(id, q[1]!, body);
    expect(first.status).toBe(200);
    const before = await snapshotCompany(alfa, ['checklists']);
    const second = await put(id, q[1]!, body);
    expect(second.status).toBe(200);
    expect(second.body.data.questions[1].answeredAt).toBe(first.body.data.questions[1].answeredAt);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it.each([
    [{ latitude: 95, longitude: 0, accuracy: 5 }, 'Localização inválida: a latitude deve ser um número entre -90 e 90'],
    [
      { latitude: 0, longitude: -200, accuracy: 5 },
      'Localização inválida: a longitude deve ser um número entre -180 e 180',
    ],
    [
      { latitude: 0, longitude: 0, accuracy: -1 },
      'Localização inválida: a precisão deve ser um número de metros, zero ou mais',
    ],
    [{ latitude: 0, longitude: 0 }, 'Localização inválida: a precisão deve ser um número de metros, zero ou mais'],
    ['-23.5,-46.6', 'Localização inválida'],
  ])('when the location is %j, then 400 "%s" and nothing is stored', async (location, message) => {
    const { id, q } = await started();
    const before = await snapshotCompany(alfa, ['checklists']);
    const res = await put(id, q[0]!, { answer: false, location });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when photos are sent for a question that takes none, or the comment is too long, then 400 and nothing is stored', async () => {
    const { id, q } = await started();
    const before = await snapshotCompany(alfa, ['checklists']);
    const photos = await put(id, q[2]!, { answer: false, photos: ['image_ref://x1'] });
    expect([photos.status, photos.body.error.message]).toEqual([400, 'Esta questão não aceita fotos']);
    const long = await put(id, q[1]!, { answer: false, comment: 'a'.repeat(2001) });
    expect([long.status, long.body.error.message]).toEqual([400, 'O comentário pode ter no máximo 2000 caracteres']);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when a "Não" lacks the photo or the comment asked for, then the submit is refused with its message and nothing changes', async () => {
    const { id, q } = await started();
    await put(id, q[0]!, { answer: false });
    await put(id, q[1]!, { answer: false });
    await put(id, q[2]!, { answer: false });

    const refuse = async (message: string) => {
      const before = await snapshotCompany(alfa, ['checklists']);
      const res = await submit(id);
      expect([res.status, res.body.error.message]).toEqual([400, message]);
      expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
    };
    await refuse(`${PHOTO} (questão 1)`);
    const pneu = await uploadPhoto(joao.token, id, q[0]!);
    await put(id, q[0]!, { answer: false, photos: [pneu] });
    await refuse(`${COMMENT} (questão 2)`);

    // The desktop's submit may carry the comment; then everything is there.
    const res = await submit(id, {
      responses: [
        { questionId: q[0]!, answer: false },
        { questionId: q[1]!, answer: false, comment: 'Bancos sujos de graxa' },
        { questionId: q[2]!, answer: false },
      ],
    });
    expect(res.status).toBe(200);
    const sent = res.body.data as FieldChecklist;
    expect(sent.status).toBe('completed');
    expect(sent.questions.map((x) => [x.comment, x.evidencePhotos])).toEqual([
      [null, [pneu]],
      ['Bancos sujos de graxa', []],
      [null, []],
    ]);
  });

  it('when sent, then it records the seconds from start to submit, and a resubmit after a rejection keeps the first figure', async () => {
    const { id, q } = await started();
    // Starting 10 minutes ago: the start time moved back in the store, as time passing would.
    const startedAt = new Date(Date.now() - 600_000);
    await db()
      .doc(`companies/${alfa}/checklists/${id}`)
      .update({ startedAt: Timestamp.fromDate(startedAt) });
    for (const questionId of q) await put(id, questionId, { answer: true });
    const res = await submit(id);
    expect(res.status).toBe(200);
    const sent = res.body.data as FieldChecklist;
    expect(sent.durationSeconds).toBe(Math.round((Date.parse(sent.submittedAt!) - startedAt.getTime()) / 1000));
    expect(sent.durationSeconds).toBeGreaterThanOrEqual(600);
    expect((await get(id)).body.data.durationSeconds).toBe(sent.durationSeconds);
    const adminList = await call('get', `/api/users/${joao.id}/checklists?pageSize=100`, admin.token);
    expect((adminList.body.data.items as FieldChecklist[]).find((c) => c.id === id)!.durationSeconds).toBe(
      sent.durationSeconds,
    );

    await reject(id, 1, 'Descreva a sujeira');
    await put(id, q[1]!, { answer: false, comment: 'Graxa no banco' });
    const resent = await submit(id);
    expect(resent.status).toBe(200);
    expect(resent.body.data.durationSeconds).toBe(sent.durationSeconds);
  });
});

describe('the photos an answer names', () => {
  const refused = (n: number) => `Foto da questão ${n} não foi enviada: tire ou escolha a foto novamente`;

  /** João's started checklist, its photo question, and his answers with two photos really uploaded. */
  async function startedWithPhotos(user = joao) {
    const id = await assign(user.id);
    await start(id, user.token);
    const questions = await questionsOf(id, user.token);
    return { id, photoQuestion: questions[PHOTO_INDEX]!.id, questions };
  }

  async function expectRefused(
    send: () => Promise<{ status: number; body: { error?: { message: string } } }>,
    n = PHOTO_INDEX + 1,
  ) {
    const before = await snapshotCompany(alfa, ['checklists']);
    const res = await send();
    expect([res.status, res.body.error?.message]).toEqual([400, refused(n)]);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  }

  it('when a submit names an image id never uploaded, then 400 and nothing is stored', async () => {
    const { id } = await startedWithPhotos();
    const values = await answersFor(id);
    values[PHOTO_INDEX] = ['image_ref://nunca_enviada'];
    await expectRefused(() => submit(id, { answers: Object.fromEntries(values.map((a, i) => [String(i), a])) }));
  });

  it('when a submit names a photo of another checklist of the same user, then 400 and nothing is stored', async () => {
    const other = await startedWithPhotos();
    const yesterday = await uploadPhoto(joao.token, other.id, other.photoQuestion);
    const { id } = await startedWithPhotos();
    const values = await answersFor(id);
    values[PHOTO_INDEX] = [yesterday];
    await expectRefused(() => submit(id, { answers: Object.fromEntries(values.map((a, i) => [String(i), a])) }));
  });

  it('when a desktop submit names another user’s photo, then 400 and nothing is stored', async () => {
    const marias = await startedWithPhotos(maria);
    const hers = await uploadPhoto(maria.token, marias.id, marias.photoQuestion);
    const { id, questions } = await startedWithPhotos();
    const values = await answersFor(id);
    values[PHOTO_INDEX] = [hers];
    await expectRefused(() =>
      submit(id, { responses: questions.map((q, i) => ({ questionId: q.id, answer: values[i] })) }),
    );
  });

  /** João's started checklist of a new template with these questions, and their ids. */
  async function startedOf(questions: TemplateInput['questions']) {
    const created = await call('post', '/api/templates', admin.token, validTemplate({ questions }));
    const res = await call('post', '/api/checklists/assign', admin.token, {
      templateId: created.body.data.id,
      dueDate: inMinutes(120),
      userIds: [joao.id],
    });
    const id = res.body.data.ids[0] as string;
    await start(id);
    return { id, q: (await questionsOf(id)).map((x) => x.id) };
  }

  it('when an answer save names a photo of another question, or one whose file is gone, then 400 and nothing is stored', async () => {
    const { id, q } = await startedOf([
      { type: 'photo', question: 'Foto do painel' },
      { type: 'photo', question: 'Foto da placa' },
    ]);
    const painel = await uploadPhoto(joao.token, id, q[0]!);
    await expectRefused(() => answer(id, q[1]!, [painel]), 2);

    const gone = await uploadPhoto(joao.token, id, q[0]!);
    const image = (
      await db()
        .doc(`companies/${alfa}/images/${gone.replace('image_ref://', '')}`)
        .get()
    ).data()!;
    await blobStore().delete(image.path as string);
    await expectRefused(() => answer(id, q[0]!, [painel, gone]), 1);

    expect((await answer(id, q[0]!, [painel])).status).toBe(200);
  });

  it('when a "Não" is justified with a photo never uploaded, then 400 and nothing is stored', async () => {
    const { id, q } = await startedOf([{ type: 'boolean', question: 'Os pneus estão bons?', requirePhotoOnNo: true }]);
    const put = (photos: string[]) =>
      call('put', `/api/checklists/${id}/answers/${q[0]!}`, joao.token, { answer: false, photos });
    await expectRefused(() => put(['image_ref://pneu1']), 1);
    expect((await put([await uploadPhoto(joao.token, id, q[0]!)])).status).toBe(200);
  });
});

describe('tenancy and roles', () => {
  it('when Maria or another company’s user names João’s checklist, then 404 on every route and nothing changes', async () => {
    const id = await assign(joao.id);
    const [q] = await questionsOf(id);
    const before = await snapshotCompany(alfa, ['checklists']);
    for (const token of [maria.token, carla.token]) {
      for (const res of [
        await get(id, token),
        await start(id, token),
        await answer(id, q!.id, true, token),
        await submit(id, {}, token),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe('Checklist não encontrado');
      }
    }
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
    expect((await call('get', '/api/checklists', carla.token)).body.data.items).toEqual([]);
  });

  it('when an admin or the superadmin calls a field route, then 403 and nothing changes', async () => {
    const id = await assign(joao.id);
    const [q] = await questionsOf(id);
    const before = await snapshotCompany(alfa, ['checklists']);
    for (const token of [admin.token, superadmin.token]) {
      for (const res of [
        await call('get', '/api/checklists', token),
        await get(id, token),
        await start(id, token),
        await answer(id, q!.id, true, token),
        await submit(id, {}, token),
      ]) {
        expect(res.status).toBe(403);
      }
    }
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });
});
