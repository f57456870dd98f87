import request from 'supertest';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldChecklist } from '../domain/checklists/checklist.schema';
import type { Template } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { createApp } from '../app';
import type { ReportState } from '../domain/checklists/report';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import { renderCount } from '../platform/pdf';
import { type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { readPdfText } from '../testing/pdf-text';
import { runRenderer, runTurnsOf } from '../testing/reports';
import { fieldUser, startedChecklist, twoCompanies, type FieldUser } from '../testing/world';
import { LINK_LIFETIME_MS } from './reports.service';
import { rateLimitsWith } from '../testing/rate-limits';

const app = createApp();

let alfa: string;
let betaCompany: string;
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

/** Asks for the report, as the admin's screen does (and again while it waits). */
const ask = (id: string, token: string, query = '', via = app) =>
  request(via).get(`/api/responses/${id}/pdf${query}`).set('Authorization', `Bearer ${token}`);
const stateOf = (res: request.Response) => res.body.data as ReportState;

/** Downloads through the link, as the browser does: no session, only the link. */
function download(url: string, via = app) {
  return request(via)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** The trail's downloads of a checklist's report, oldest first. */
async function downloadsOf(id: string) {
  const trail = await db().collection(`companies/${alfa}/audit`).where('recordId', '==', id).get();
  return trail.docs
    .map((entry) => entry.data())
    .filter((entry) => entry.action === 'checklist.pdf_downloaded')
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

const reportDoc = async (id: string) => (await db().doc(`companies/${alfa}/reports/${id}`).get()).data();

/** Asks, renders, asks again: the ready state, with its link. */
async function readyReport(id: string, token = admin.token, query = ''): Promise<ReportState & { status: 'ready' }> {
  const asked = await ask(id, token, query);
  expect(asked.status).toBe(200);
  await runRenderer(alfa, id);
  const ready = stateOf(await ask(id, token, query));
  expect(ready.status).toBe('ready');
  return ready as ReportState & { status: 'ready' };
}

async function approvedChecklist(): Promise<string> {
  const id = await sentChecklist(async (checklistId, q) => [
    await uploadPhoto(joao.token, checklistId, q, await photo('#3366cc')),
  ]);
  expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).status).toBe(200);
  return id;
}

beforeAll(async () => {
  ({ alfa, beta: betaCompany, admin, adminBeta, superadmin } = await twoCompanies());
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
  it('when an approved checklist’s report is asked for, then it answers at once that it renders; rendered, a link downloads the PDF named by the spec, with the answers, the photos and a placeholder for each photo it may not read', async () => {
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

    const asked = await ask(id, admin.token);
    expect(asked.status).toBe(200);
    expect(stateOf(asked)).toEqual({ status: 'rendering', progress: 0 });
    await runRenderer(alfa, id);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const fileName = `Checklist_Vistoria_semanal_da__Jo_o_Pereira_${day}.pdf`;
    const ready = stateOf(await ask(id, admin.token));
    expect(ready).toMatchObject({ status: 'ready', fileName });

    const res = await download((ready as { url: string }).url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
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

    const bySuperadmin = stateOf(await ask(id, superadmin.token, `?companyId=${alfa}`));
    expect(bySuperadmin).toMatchObject({ status: 'ready', fileName });
    expect((await download((bySuperadmin as { url: string }).url)).body).toEqual(bytes);
  });

  it('when the checklist is not approved, then 409 with the spec’s message', async () => {
    const id = await sentChecklist(async (checklistId, q) => [
      await uploadPhoto(joao.token, checklistId, q, await photo('#3366cc')),
    ]);
    const sent = await ask(id, admin.token);
    expect(sent.status).toBe(409);
    expect(sent.body.error.message).toBe('O PDF só pode ser gerado para checklists aprovados');
    const [firstQuestion] = ((await call('get', `/api/responses/${id}`, admin.token)).body.data as FieldChecklist)
      .questions;
    await call('post', `/api/responses/${id}/questions/${firstQuestion!.id}/reject`, admin.token, { reason: 'Refaça' });
    const rejected = await ask(id, admin.token);
    expect(rejected.status).toBe(409);
    expect(rejected.body.error.message).toBe('O PDF só pode ser gerado para checklists aprovados');
    expect(await reportDoc(id)).toBeUndefined();
  });

  it('when another company’s admin asks, then 404; a field user, 403; the superadmin without a company or a bad id, 400; and no render starts', async () => {
    const id = await approvedChecklist();
    const before = await snapshotCompany(alfa, ['checklists', 'reports']);

    const other = await ask(id, adminBeta.token);
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('Resposta não encontrada');
    expect((await ask(id, adminBeta.token, `?companyId=${alfa}`)).status).toBe(404);
    expect((await ask(id, joao.token)).status).toBe(403);
    expect((await ask(id, superadmin.token)).status).toBe(400);
    expect((await ask(id, admin.token, '?foo=1')).status).toBe(400);
    expect((await ask('x'.repeat(2000), admin.token)).status).toBe(400);
    expect((await ask('nao-existe', admin.token)).status).toBe(404);
    expect(await snapshotCompany(alfa, ['checklists', 'reports'])).toBe(before);
    expect(await reportDoc(id)).toBeUndefined();
  });

  it('when two ask at once, then one render starts for both; a second delivery of its event renders nothing more', async () => {
    const id = await approvedChecklist();
    const renders = renderCount();

    const [first, second] = await Promise.all([ask(id, admin.token), ask(id, superadmin.token, `?companyId=${alfa}`)]);
    expect([stateOf(first), stateOf(second)]).toEqual([
      { status: 'rendering', progress: 0 },
      { status: 'rendering', progress: 0 },
    ]);
    const asked = await reportDoc(id);
    expect(stateOf(await ask(id, admin.token))).toEqual({ status: 'rendering', progress: 0 });
    expect((await reportDoc(id))!.renderId).toBe(asked!.renderId);

    const started = await db().collection(`companies/${alfa}/report_renders`).where('checklistId', '==', id).get();
    expect(started.size).toBe(1);
    // Asking is no download: no entry until a link is handed.
    expect(await downloadsOf(id)).toEqual([]);

    await Promise.all([runRenderer(alfa, id), runRenderer(alfa, id)]);
    expect(renderCount()).toBe(renders + 1);
    expect(stateOf(await ask(id, admin.token)).status).toBe('ready');
  });

  it('when a link is handed, the stored PDF’s too, then each is one download in the trail, by whom it was asked, the superadmin’s in the company’s', async () => {
    const id = await approvedChecklist();
    const { fileName } = await readyReport(id);
    expect(stateOf(await ask(id, admin.token)).status).toBe('ready');
    expect(stateOf(await ask(id, superadmin.token, `?companyId=${alfa}`)).status).toBe('ready');
    const downloads = await downloadsOf(id);
    expect(downloads.map((entry) => [entry.actor.uid, entry.actor.role])).toEqual([
      [admin.uid, 'admin'],
      [admin.uid, 'admin'],
      [superadmin.uid, 'superadmin'],
    ]);
    for (const entry of downloads) expect(entry.changes).toEqual([{ field: 'arquivo', before: null, after: fileName }]);
  });

  it('when a ready report is asked for again, then its link comes at once with no render; after a new review it is rendered anew and replaces the stored one', async () => {
    const id = await approvedChecklist();
    const renders = renderCount();

    const first = await readyReport(id);
    expect(renderCount()).toBe(renders + 1);
    const stored = (await reportDoc(id))!;
    const firstBytes = (await download(first.url)).body as Buffer;
    expect(await blobStore().get(stored.path)).toEqual(firstBytes);

    const again = stateOf(await ask(id, superadmin.token, `?companyId=${alfa}`));
    expect(again.status).toBe('ready');
    expect((await download((again as { url: string }).url)).body).toEqual(firstBytes);
    expect(renderCount()).toBe(renders + 1);
    expect(await reportDoc(id)).toEqual(stored);

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
    expect(stateOf(await ask(id, admin.token))).toEqual({ status: 'rendering', progress: 0 });
    await runRenderer(alfa, id);
    const third = stateOf(await ask(id, admin.token)) as { url: string };
    expect(renderCount()).toBe(renders + 2);
    const thirdBytes = (await download(third.url)).body as Buffer;
    expect(thirdBytes).not.toEqual(firstBytes);
    const replaced = (await reportDoc(id))!;
    expect(replaced.path).not.toBe(stored.path);
    expect(await blobStore().get(stored.path)).toBeNull();
    expect(await blobStore().get(replaced.path)).toEqual(thirdBytes);
  });

  it('when the render is held open, then every call of the flow answers while it runs, with its progress; released, the link downloads it', async () => {
    const id = await sentChecklist(async (checklistId, q) => [
      await uploadPhoto(joao.token, checklistId, q, await photo('#3366cc')),
      await uploadPhoto(joao.token, checklistId, q, await photo('#cc6633')),
    ]);
    expect((await call('post', `/api/responses/${id}/approve-all`, admin.token)).status).toBe(200);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let drawing = false;
    const heldRender = async () => {
      drawing = true;
      await held;
      return Buffer.from('%PDF-1.7 relatório de teste');
    };

    expect(stateOf(await ask(id, admin.token))).toEqual({ status: 'rendering', progress: 0 });
    let finished = false;
    const rendering = runRenderer(alfa, id, heldRender).then(() => (finished = true));
    await vi.waitFor(() => expect(drawing).toBe(true));

    // Both photos read: 80%. The render is held open, yet each call answers, none waits on it.
    const polled = await ask(id, admin.token);
    expect(stateOf(polled)).toEqual({ status: 'rendering', progress: 80 });
    expect(stateOf(await ask(id, superadmin.token, `?companyId=${alfa}`))).toEqual({
      status: 'rendering',
      progress: 80,
    });
    expect((await ask(id, adminBeta.token)).status).toBe(404);
    expect(finished).toBe(false);

    release();
    await rendering;
    const ready = stateOf(await ask(id, admin.token)) as { url: string };
    expect((await download(ready.url)).body.toString()).toBe('%PDF-1.7 relatório de teste');
  });

  it('when a company asks more renders than its turns, then two draw and the third waits for one of them; another company’s draws at once', async () => {
    const ids = [await approvedChecklist(), await approvedChecklist(), await approvedChecklist()];
    const betaChecklist = await started(adminBeta.token, templateBeta.id, carla);
    const betaPhoto = betaChecklist.questions.find((q) => q.type === 'photo')!.id;
    const betaRef = await uploadPhoto(carla.token, betaChecklist.id, betaPhoto, await photo('#22aa22'));
    const sent = await call('post', `/api/checklists/${betaChecklist.id}/submit`, carla.token, {
      answers: { 0: true, 1: [betaRef], 2: 'Tudo certo' },
    });
    expect(sent.status).toBe(200);
    expect((await call('post', `/api/responses/${betaChecklist.id}/approve-all`, adminBeta.token)).status).toBe(200);

    const releases: Array<() => void> = [];
    const drawing: string[] = [];
    const heldRender = async (report: { checklist: { id: string } }) => {
      drawing.push(report.checklist.id);
      await new Promise<void>((resolve) => releases.push(resolve));
      return Buffer.from('%PDF-1.7 relatório na vez');
    };
    for (const id of ids) expect(stateOf(await ask(id, admin.token)).status).toBe('rendering');
    expect(stateOf(await ask(betaChecklist.id, adminBeta.token)).status).toBe('rendering');

    const firstTwo = [runRenderer(alfa, ids[0]!, heldRender), runRenderer(alfa, ids[1]!, heldRender)];
    await vi.waitFor(() => expect(drawing).toHaveLength(2));
    // The third's event arrives while the company's two turns are taken: it waits, drawing nothing.
    await runRenderer(alfa, ids[2]!, heldRender);
    expect(drawing).toHaveLength(2);
    // Another company's render does not wait behind them.
    const beta = runRenderer(betaCompany, betaChecklist.id, heldRender);
    await vi.waitFor(() => expect(drawing).toEqual([ids[0], ids[1], betaChecklist.id]));

    releases[0]!();
    await firstTwo[0];
    const third = (await reportDoc(ids[2]!))!.renderId as string;
    const turns = runTurnsOf(alfa, third, heldRender);
    await vi.waitFor(() => expect(drawing).toEqual([ids[0], ids[1], betaChecklist.id, ids[2]]));
    for (const release of releases.slice(1)) release();
    expect(await turns).toBe(1);
    await Promise.all([firstTwo[1], beta]);
    for (const id of ids) expect(stateOf(await ask(id, admin.token)).status).toBe('ready');
    const queue = (await db().doc(`companies/${alfa}/report_queue/renders`).get()).data();
    expect(queue).toEqual({ running: [], waiting: [] });
  });

  it('when a render asked over 30 s ago holds no place in the company’s queue, then the next ask puts it back and calls its renderer', async () => {
    const id = await approvedChecklist();
    expect(stateOf(await ask(id, admin.token)).status).toBe('rendering');
    const { renderId } = (await reportDoc(id))!;
    // Just asked, its event may still be on its way: asking again leaves the queue alone.
    expect(stateOf(await ask(id, admin.token)).status).toBe('rendering');
    expect(await runTurnsOf(alfa, renderId, async () => Buffer.from('%PDF-1.7'))).toBe(0);

    // Asked 35 s ago, and its event never took a place (as when a change of the queue is lost).
    await db()
      .doc(`companies/${alfa}/reports/${id}`)
      .update({ requestedAt: new Date(Date.now() - 35_000).toISOString() });
    expect(stateOf(await ask(id, admin.token)).status).toBe('rendering');
    expect(await runTurnsOf(alfa, renderId, async () => Buffer.from('%PDF-1.7 de volta à vez'))).toBe(1);
    const ready = stateOf(await ask(id, admin.token)) as { url: string };
    expect((await download(ready.url)).body.toString()).toBe('%PDF-1.7 de volta à vez');
  });

  it('when the render fails, then the next ask says so in Portuguese, once; the one after starts another render', async () => {
    const id = await approvedChecklist();
    await ask(id, admin.token);
    await runRenderer(alfa, id, () => Promise.reject(new Error('pdfmake caiu')));

    const failed = await ask(id, admin.token);
    expect(failed.status).toBe(500);
    expect(failed.body.error.message).toBe('Falha na geração do PDF');
    const retried = await ask(id, admin.token);
    expect(stateOf(retried)).toEqual({ status: 'rendering', progress: 0 });
    await runRenderer(alfa, id);
    expect(stateOf(await ask(id, admin.token)).status).toBe('ready');
  });

  it('when a link is altered or has expired, then 403 in Portuguese and no file; within its time, the file', async () => {
    const id = await approvedChecklist();
    let clock = new Date();
    const clocked = createApp({ now: () => clock });
    await ask(id, admin.token, '', clocked);
    await runRenderer(alfa, id);
    const ready = stateOf(await ask(id, admin.token, '', clocked)) as { url: string; expiresAt: string };
    expect(Date.parse(ready.expiresAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(ready.expiresAt) - Date.now()).toBeLessThanOrEqual(LINK_LIFETIME_MS);

    const link = new URL(ready.url, 'http://localhost');
    const otherFile = new URL(link);
    otherFile.searchParams.set('path', `companies/${alfa}/branding/logo`);
    const longer = new URL(link);
    longer.searchParams.set('expires', String(Date.parse(ready.expiresAt) + 24 * 60 * 60 * 1000));
    const unsigned = new URL(link);
    unsigned.searchParams.delete('signature');
    for (const altered of [otherFile, longer, unsigned]) {
      const refused = await download(`${altered.pathname}${altered.search}`, clocked);
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body.toString()).error.message).toBe(
        'Link de download expirado. Gere o PDF novamente.',
      );
    }

    expect((await download(ready.url, clocked)).status).toBe(200);
    clock = new Date(Date.parse(ready.expiresAt) + 1);
    const expired = await download(ready.url, clocked);
    expect(expired.status).toBe(403);
    expect(expired.body.toString()).not.toContain('%PDF');
  });

  it('when an admin starts more renders than the per-user limit, then 429 with Retry-After in Portuguese; asking after one that runs is never counted; others are served', async () => {
    const [a, b, c] = [await approvedChecklist(), await approvedChecklist(), await approvedChecklist()];
    let clock = new Date('2030-01-01T12:00:15.000Z');
    const limited = createApp({
      rateLimits: rateLimitsWith('pdf', 2),
      now: () => clock,
    });

    expect((await ask(a, admin.token, '', limited)).status).toBe(200);
    expect((await ask(b, admin.token, '', limited)).status).toBe(200);
    for (let poll = 0; poll < 5; poll++) expect((await ask(a, admin.token, '', limited)).status).toBe(200);
    const refused = await ask(c, admin.token, '', limited);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Muitas requisições. Tente novamente em 45 segundos.',
    });
    expect(await reportDoc(c)).toBeUndefined();

    expect((await ask(c, superadmin.token, `?companyId=${alfa}`, limited)).status).toBe(200);
    clock = new Date('2030-01-01T12:01:00.000Z');
    expect((await ask(a, admin.token, '', limited)).status).toBe(200);
  });
});
