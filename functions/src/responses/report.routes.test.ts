import request from 'supertest';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldChecklist } from '../domain/checklists/checklist.schema';
import type { Template } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { createApp } from '../app';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { renderCount } from '../platform/pdf';
import { type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { readPdfText } from '../testing/pdf-text';
import { fieldUser, startedChecklist, twoCompanies, type FieldUser } from '../testing/world';

const app = createApp();

let alfa: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let superadmin: TestAccount;
let joao: CompanyUser & { token: string };
let carla: CompanyUser & { token: string };
let template: Template;
let templateBeta: Template;

const TEMPLATE_NAME = 'Vistoria semanal da frota';

const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function uploadPhoto(token: string, checklistId: string, questionId: string, bytes: Buffer): Promise<string> {
  const res = await request(app)
    .post('/api/upload')
    .set('Authorization', `Bearer ${token}`)
    .field('checklistId', checklistId)
    .field('questionId', questionId)
    .attach('file', bytes, { filename: 'foto.jpg', contentType: 'image/jpeg' });
  expect(res.status).toBe(201);
  return res.body.data.url as string;
}

/** A started checklist of `user`, with its questions. */
const started = (adminToken: string, templateId: string, user: FieldUser) =>
  startedChecklist(user, adminToken, templateId);

/** João's sent checklist; its photo answer holds `refs` (uploaded photos and whatever else is given). */
async function sentChecklist(photoRefs: (id: string, photoQuestion: string) => Promise<string[]>): Promise<string> {
  const { id, questions } = await started(admin.token, template.id, joao);
  const photoQuestion = questions.find((q) => q.type === 'photo')!.id;
  const refs = await photoRefs(id, photoQuestion);
  const sent = await call('post', `/api/checklists/${id}/submit`, joao.token, {
    answers: { 0: true, 1: refs, 2: 'Pneu traseiro gasto' },
  });
  expect(sent.status).toBe(200);
  return id;
}

const pdf = (id: string, token: string, query = '', via = app) =>
  request(via)
    .get(`/api/responses/${id}/pdf${query}`)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
const json = (res: request.Response) => JSON.parse((res.body as Buffer).toString('utf8'));

beforeAll(async () => {
  ({ alfa, admin, adminBeta, superadmin } = await twoCompanies());
  await db().collection('companies').doc(alfa).set({ name: 'Transportes Alfa' });
  template = (await call('post', '/api/templates', admin.token, validTemplate({ name: TEMPLATE_NAME }))).body
    .data as Template;
  templateBeta = (await call('post', '/api/templates', adminBeta.token, validTemplate())).body.data as Template;
  joao = await fieldUser(admin.token, 'João Pereira');
  carla = await fieldUser(adminBeta.token, 'Carla');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/responses/:id/pdf', () => {
  it('when the checklist is approved, then its report is a PDF named by the spec, with the answers, the photos and a placeholder for each photo it may not read', async () => {
    // Carla's photo, in the other company: an answer cannot name it now, but older data may, and the report must not show it.
    const carlas = await started(adminBeta.token, templateBeta.id, carla);
    const betaRef = await uploadPhoto(
      carla.token,
      carlas.id,
      carlas.questions.find((q) => q.type === 'photo')!.id,
      await photo('#00ff00'),
    );
    const id = await sentChecklist(async (checklistId, q) => [
      await uploadPhoto(joao.token, checklistId, q, await photo('#3366cc')),
      await uploadPhoto(joao.token, checklistId, q, await photo('#cc6633')),
    ]);
    // An answer from older data (saved before photos were checked) holding that id and a URL: the report fetches neither.
    const ref = db().doc(`companies/${alfa}/checklists/${id}`);
    const questions = (await ref.get()).data()!.questions as Array<Record<string, unknown>>;
    questions[1]!.answer = [
      ...(questions[1]!.answer as string[]),
      betaRef,
      'http://169.254.169.254/computeMetadata/v1/',
    ];
    await ref.update({ questions });
    expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).status).toBe(200);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const res = await pdf(id, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Checklist_Vistoria_semanal_da__Jo_o_Pereira_${day}.pdf"`,
    );
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);

    const { pages, text } = readPdfText(bytes);
    for (const expected of [
      'RELATÓRIO DE CHECKLIST',
      'Transportes Alfa',
      TEMPLATE_NAME,
      'João Pereira',
      'Aprovado',
      'Questão 1',
      'Questão 3',
      'SIM',
      'Pneu traseiro gasto',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Erro ao carregar imagem 3 de 4');
    expect(text).toContain('Erro ao carregar imagem 4 de 4');
    expect(text).not.toContain('Erro ao carregar imagem 1 de 4');
    expect(text).not.toContain('Erro ao carregar imagem 2 de 4');
    // João's two photos (JPEG; the logo is a PNG): Carla's photo is not in it.
    expect(bytes.toString('latin1').match(/\/Filter \/DCTDecode/g)?.length).toBe(2);
    // The logo (web/public/favicon.png) is the other image.
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)!.length).toBeGreaterThan(2);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    expect(fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('169.254'))).toEqual([]);

    const bySuperadmin = await pdf(id, superadmin.token, `?companyId=${alfa}`);
    expect(bySuperadmin.status).toBe(200);
    expect(bySuperadmin.headers['content-type']).toBe('application/pdf');
  });

  it('when the checklist is not approved, then 409 with the spec’s message', async () => {
    const id = await sentChecklist(async (checklistId, q) => [
      await uploadPhoto(joao.token, checklistId, q, await photo('#3366cc')),
    ]);
    const sent = await pdf(id, admin.token);
    expect(sent.status).toBe(409);
    expect(json(sent).error.message).toBe('O PDF só pode ser gerado para checklists aprovados');
    const [firstQuestion] = ((await call('get', `/api/responses/${id}`, admin.token)).body.data as FieldChecklist)
      .questions;
    await call('post', `/api/responses/${id}/questions/${firstQuestion!.id}/reject`, admin.token, { reason: 'Refaça' });
    const rejected = await pdf(id, admin.token);
    expect(rejected.status).toBe(409);
    expect(json(rejected).error.message).toBe('O PDF só pode ser gerado para checklists aprovados');
  });

  it('when another company’s admin asks, then 404; a field user, 403; the superadmin without a company, 400; and nothing changes', async () => {
    const id = await sentChecklist(async (checklistId, q) => [
      await uploadPhoto(joao.token, checklistId, q, await photo('#3366cc')),
    ]);
    expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).status).toBe(200);
    const before = await snapshotCompany(alfa, ['checklists']);

    const other = await pdf(id, adminBeta.token);
    expect(other.status).toBe(404);
    expect(json(other).error.message).toBe('Resposta não encontrada');
    expect((await pdf(id, adminBeta.token, `?companyId=${alfa}`)).status).toBe(404);
    expect((await pdf(id, joao.token)).status).toBe(403);
    expect((await pdf(id, superadmin.token)).status).toBe(400);
    expect((await pdf(id, admin.token, '?foo=1')).status).toBe(400);
    expect((await pdf('nao-existe', admin.token)).status).toBe(404);
    expect(await snapshotCompany(alfa, ['checklists'])).toBe(before);
  });

  it('when an approved checklist’s PDF is downloaded twice, then it is rendered once and stored; after a new review it is rendered again', async () => {
    const id = await sentChecklist(async (checklistId, q) => [
      await uploadPhoto(joao.token, checklistId, q, await photo('#3366cc')),
    ]);
    expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).status).toBe(200);
    const renders = renderCount();

    const first = await pdf(id, admin.token);
    expect(first.status).toBe(200);
    expect(renderCount()).toBe(renders + 1);
    const stored = (await db().doc(`companies/${alfa}/reports/${id}`).get()).data()!;
    expect(await blobStore().get(stored.path)).toEqual(first.body);

    const second = await pdf(id, superadmin.token, `?companyId=${alfa}`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(renderCount()).toBe(renders + 1);

    // Reopened, rejected, then approved again: what is printed changed, so a new version is rendered and replaces the old one.
    expect((await call('post', `/api/responses/${id}/reopen`, admin.token, { reason: 'Conferir a foto' })).status).toBe(
      200,
    );
    const [firstQuestion] = ((await call('get', `/api/responses/${id}`, admin.token)).body.data as FieldChecklist)
      .questions;
    expect(
      (
        await call('post', `/api/responses/${id}/questions/${firstQuestion!.id}/reject`, admin.token, {
          reason: 'Foto escura',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('post', `/api/responses/${id}/questions/${firstQuestion!.id}/approve`, admin.token)).status,
    ).toBe(200);
    const third = await pdf(id, admin.token);
    expect(third.status).toBe(200);
    expect(renderCount()).toBe(renders + 2);
    expect(third.body).not.toEqual(first.body);
    const replaced = (await db().doc(`companies/${alfa}/reports/${id}`).get()).data()!;
    expect(replaced.path).not.toBe(stored.path);
    expect(await blobStore().get(stored.path)).toBeNull();
    expect(await blobStore().get(replaced.path)).toEqual(third.body);
  });

  it('when an admin passes the per-user limit of PDFs, then 429 with Retry-After and the reason in Portuguese; others are served; after the window, so is the admin', async () => {
    const id = await sentChecklist(async (checklistId, q) => [
      await uploadPhoto(joao.token, checklistId, q, await photo('#3366cc')),
    ]);
    expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).status).toBe(200);
    let clock = new Date('2030-01-01T12:00:15.000Z');
    const limited = createApp({
      rateLimits: {
        pdf: { limit: 2, windowSeconds: 60 },
        upload: { limit: 100, windowSeconds: 60 },
        write: { limit: 100, windowSeconds: 60 },
      },
      now: () => clock,
    });
    const renders = renderCount();

    expect((await pdf(id, admin.token, '', limited)).status).toBe(200);
    expect((await pdf(id, admin.token, '', limited)).status).toBe(200);
    const refused = await pdf(id, admin.token, '', limited);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(json(refused).error).toEqual({
      code: 'too_many_requests',
      message: 'Muitas requisições. Tente novamente em 45 segundos.',
    });
    expect(renderCount()).toBe(renders + 1);

    expect((await pdf(id, superadmin.token, `?companyId=${alfa}`, limited)).status).toBe(200);

    clock = new Date('2030-01-01T12:01:00.000Z');
    expect((await pdf(id, admin.token, '', limited)).status).toBe(200);
  });
});
