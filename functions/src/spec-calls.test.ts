import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldChecklist } from './domain/checklists/checklist.schema';
import type { Template, TemplateInput } from './domain/templates/template.schema';
import { localRouters } from './dev/local-routes';
import { createApp } from './app';
import { db } from './platform/firebase';
import { createAccount, newCompanyId, signIn, type TestAccount } from './testing/accounts';
import { testLocalRouteDeps } from './testing/local-routes';
import { inMinutes, validTemplate } from './testing/fixtures';

/**
 * Spec section 7, call by call: each request carries the body exactly as the spec's table gives it
 * and checks the answer the spec names, so that an outside client written to the spec works. Where
 * CheckFrota answers more (a page instead of a plain array), the test says so and README's "Where
 * we differ from the spec" explains why.
 */

/** The API as the local stack serves it (with its test helper); production's is the same without it. */
const app = createApp({ localRouters: localRouters(testLocalRouteDeps) });

type Method = 'get' | 'post' | 'put' | 'delete';
function send(method: Method, path: string, token: string, body?: object) {
  const req = request(app)[method](`/api${path}`).set('Authorization', `Bearer ${token}`);
  return body === undefined ? req : req.set('Content-Type', 'application/json').send(body);
}

const QUESTIONS: TemplateInput['questions'] = [
  { type: 'boolean', question: 'Os faróis funcionam?' },
  { type: 'text', question: 'Observações' },
  { type: 'photo', question: 'Foto do painel' },
];

let company: string;
let admin: TestAccount;
let template: Template;
let fieldUser: { id: string; email: string; token: string };

/** The spec's assign call, for a checklist to work on. */
async function assignToFieldUser(): Promise<string> {
  const res = await send('post', '/checklists/assign', admin.token, {
    userId: fieldUser.id,
    templateId: template.id,
    dueDate: inMinutes(120),
  });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

async function startedChecklist(): Promise<FieldChecklist> {
  const id = await assignToFieldUser();
  expect((await send('post', `/checklists/${id}/start`, fieldUser.token)).status).toBe(200);
  return (await send('get', `/checklists/${id}`, fieldUser.token)).body.data as FieldChecklist;
}

async function uploadedPhoto(checklist: FieldChecklist): Promise<{ url: string; id: string }> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  const photo = checklist.questions.find((q) => q.type === 'photo')!;
  const res = await request(app)
    .post('/api/upload')
    .set('Authorization', `Bearer ${fieldUser.token}`)
    .field('checklistId', checklist.id)
    .field('questionId', photo.id)
    .attach('file', jpeg, { filename: 'painel.jpg', contentType: 'image/jpeg' });
  expect(res.status).toBe(201);
  return res.body.data as { url: string; id: string };
}

beforeAll(async () => {
  company = newCompanyId('contrato');
  admin = await createAccount({ role: 'admin', companyId: company });
  template = (await send('post', '/templates', admin.token, validTemplate({ questions: QUESTIONS }))).body
    .data as Template;
  const email = `campo-${company}@teste.dev`;
  const created = await send('post', '/users', admin.token, {
    name: 'Campo Contrato',
    email,
    password: 'senha-segura-1',
    phone: '(11) 90000-0000',
    isActive: true,
  });
  fieldUser = { id: created.body.data.id as string, email, token: await signIn(email, 'senha-segura-1') };
});

describe('spec section 7: the calls an outside client makes', () => {
  it('when POST /users is sent name, email, password, phone, isActive, then data.id names the new user', async () => {
    const res = await send('post', '/users', admin.token, {
      name: 'Maria Contrato',
      email: `maria-${company}@teste.dev`,
      password: 'senha-segura-1',
      phone: '(11) 91111-1111',
      isActive: true,
    });
    expect(res.body.success).toBe(true);
    expect(typeof res.body.data.id).toBe('string');
    expect((await db().doc(`companies/${company}/users/${res.body.data.id}`).get()).data()).toMatchObject({
      name: 'Maria Contrato',
    });
  });

  it('when PUT /users/{id} is sent name, email, phone, isActive, then success', async () => {
    const created = await send('post', '/users', admin.token, {
      name: 'Pedro Contrato',
      email: `pedro-${company}@teste.dev`,
      password: 'senha-segura-1',
      phone: '',
      isActive: true,
    });
    const res = await send('put', `/users/${created.body.data.id}`, admin.token, {
      name: 'Pedro Contrato Silva',
      email: `pedro-${company}@teste.dev`,
      phone: '(11) 92222-2222',
      isActive: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await db().doc(`companies/${company}/users/${created.body.data.id}`).get()).data()).toMatchObject({
      name: 'Pedro Contrato Silva',
      isActive: false,
    });
  });

  it('when DELETE /users/{id} is sent with no body, then success', async () => {
    const created = await send('post', '/users', admin.token, {
      name: 'Ana Contrato',
      email: `ana-${company}@teste.dev`,
      password: 'senha-segura-1',
      phone: '',
      isActive: true,
    });
    const res = await send('delete', `/users/${created.body.data.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await db().doc(`companies/${company}/users/${created.body.data.id}`).get()).exists).toBe(false);
  });

  it('when POST /checklists/assign is sent userId, templateId and an ISO dueDate, then success and data.id name the checklist', async () => {
    const res = await send('post', '/checklists/assign', admin.token, {
      userId: fieldUser.id,
      templateId: template.id,
      dueDate: inMinutes(60),
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const checklist = (await db().doc(`companies/${company}/checklists/${res.body.data.id}`).get()).data();
    expect(checklist).toMatchObject({ userId: fieldUser.id, templateId: template.id, status: 'pending' });
  });

  it('when POST /checklists/assign fails, then success is false with the error text', async () => {
    const res = await send('post', '/checklists/assign', admin.token, {
      userId: fieldUser.id,
      templateId: template.id,
      dueDate: inMinutes(-5),
    });
    expect(res.ok).toBe(false);
    expect(res.body).toMatchObject({ success: false, error: { message: 'O prazo deve ser uma data futura' } });
  });

  it('when GET /checklists is called, then the envelope has success and the list (one page of it, in data.items)', async () => {
    const id = await assignToFieldUser();
    const res = await send('get', '/checklists', fieldUser.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    // A page ({ items, total, page, pageSize }) instead of a bare array: README, "Where we differ from the spec".
    expect(Array.isArray(res.body.data.items)).toBe(true);
    expect(res.body.data.items.map((c: { id: string }) => c.id)).toContain(id);
  });

  it('when GET /checklists/{id} is called, then the checklist comes with its questions', async () => {
    const id = await assignToFieldUser();
    const res = await send('get', `/checklists/${id}`, fieldUser.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ id, status: 'pending' });
    expect(res.body.data.questions.map((q: { question: string }) => q.question)).toEqual(
      QUESTIONS.map((q) => q.question),
    );
  });

  it('when POST /checklists/{id}/start is sent with no body, then success', async () => {
    const id = await assignToFieldUser();
    const res = await request(app)
      .post(`/api/checklists/${id}/start`)
      .set('Authorization', `Bearer ${fieldUser.token}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await db().doc(`companies/${company}/checklists/${id}`).get()).data()?.status).toBe('in_progress');
  });

  it("when the phone's submit sends {answers} keyed by question index, then success and each answer is on its question", async () => {
    const checklist = await startedChecklist();
    const photo = await uploadedPhoto(checklist);
    const res = await send('post', `/checklists/${checklist.id}/submit`, fieldUser.token, {
      answers: { 0: true, 1: 'Tudo certo', 2: [photo.url] },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const sent = (await send('get', `/checklists/${checklist.id}`, fieldUser.token)).body.data as FieldChecklist;
    expect(sent.status).toBe('completed');
    expect(sent.questions.map((q) => q.answer)).toEqual([true, 'Tudo certo', [photo.url]]);
  });

  it("when the desktop's submit sends {responses} with questionId, question, answer, status and answeredAt, then success", async () => {
    const checklist = await startedChecklist();
    const photo = await uploadedPhoto(checklist);
    const answers: unknown[] = [false, 'Farol esquerdo queimado', [photo.url]];
    const answeredAt = new Date().toISOString();
    const res = await send('post', `/checklists/${checklist.id}/submit`, fieldUser.token, {
      responses: checklist.questions.map((q, i) => ({
        questionId: q.id,
        question: q.question,
        answer: answers[i],
        status: 'pending',
        answeredAt,
      })),
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const sent = (await send('get', `/checklists/${checklist.id}`, fieldUser.token)).body.data as FieldChecklist;
    expect(sent.status).toBe('completed');
    expect(sent.questions.map((q) => q.answer)).toEqual(answers);
  });

  it('when POST /upload is sent the file field alone, then 400 names what is missing (README: a photo belongs to a checklist question)', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const res = await request(app)
      .post('/api/upload')
      .set('Authorization', `Bearer ${fieldUser.token}`)
      .attach('file', jpeg, { filename: 'foto.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(['checklistId', 'questionId']);
  });

  it('when POST /upload is sent the file with its checklist and question, then url is the image reference', async () => {
    const { url, id } = await uploadedPhoto(await startedChecklist());
    expect(url).toBe(`image_ref://${id}`);
  });

  it('when GET /checklists/image/{imageId} is called, then the image comes as bytes with its content type', async () => {
    const { id } = await uploadedPhoto(await startedChecklist());
    const res = await request(app)
      .get(`/api/checklists/image/${id}`)
      .set('Authorization', `Bearer ${fieldUser.token}`)
      .buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((res.body as Buffer).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('when GET /checklists/images/list is called, then the images come (one page of them, in data.items)', async () => {
    const { id } = await uploadedPhoto(await startedChecklist());
    const res = await send('get', '/checklists/images/list', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.items.map((image: { id: string }) => image.id)).toContain(id);
  });

  it('when POST /users/fcm-token is sent fcmToken, then the answer is ok', async () => {
    const res = await send('post', '/users/fcm-token', fieldUser.token, { fcmToken: `token-${company}` });
    expect(res.ok).toBe(true);
    expect(res.body.success).toBe(true);
  });

  it('when POST /checklists/create-test is sent with no body on the local stack, then checklistId names a new checklist of the caller', async () => {
    const res = await request(app)
      .post('/api/checklists/create-test')
      .set('Authorization', `Bearer ${fieldUser.token}`);
    expect(res.status).toBe(201);
    const checklist = (await db().doc(`companies/${company}/checklists/${res.body.data.checklistId}`).get()).data();
    expect(checklist).toMatchObject({ userId: fieldUser.id, status: 'pending' });
  });
});
