import { createHash } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Template } from '../domain/templates/template.schema';
import { canonicalJson } from '../domain/verification/canonical';
import { blobStore } from '../platform/blob-store';
import { db } from '../platform/firebase';
import type { TestAccount } from '../testing/accounts';
import { validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { readPdfText } from '../testing/pdf-text';
import { renderAsked } from '../testing/reports';
import { fieldUser, sentChecklist, twoCompanies, type FieldUser } from '../testing/world';
import type { StoredCertificate, StoredVersion } from './verification.repository';
import { rateLimitsWith } from '../testing/rate-limits';

const app = createApp();

let alfa: string;
let admin: TestAccount;
let userAlfa: TestAccount;
let joao: FieldUser;
let template: Template;

const YEAR = String(new Date().getFullYear());
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

const certificateOf = async (id: string) =>
  (await db().doc(`companies/${alfa}/report_certificates/${id}`).get()).data() as StoredCertificate | undefined;
const versionOf = async (id: string, version: number) =>
  (await db().doc(`companies/${alfa}/report_versions/${id}_v${version}`).get()).data() as StoredVersion | undefined;
const approve = (id: string) => call('post', `/api/responses/${id}/approve-all`, admin.token);

/** João's checklist, sent and approved: its certificate's current version. */
async function approvedReport(): Promise<{ id: string; version: StoredVersion }> {
  const { id } = await sentChecklist(joao, admin.token, template.id);
  expect((await approve(id)).status).toBe(200);
  const certificate = await certificateOf(id);
  return { id, version: (await versionOf(id, certificate!.latestVersion))! };
}

/** The PDF of the checklist's report, asked for as the admin's screen does and rendered as its trigger does. */
async function reportPdf(id: string): Promise<Buffer> {
  expect((await call('get', `/api/responses/${id}/pdf`, admin.token)).status).toBe(200);
  return renderAsked(alfa, id);
}

const page = (code: string, via = app) => request(via).get(`/verificar/${code}`);
const checkPdf = (code: string, body: unknown, via = app) =>
  request(via)
    .post(`/verificar/${code}/pdf`)
    .send(body as object);

beforeAll(async () => {
  ({ alfa, admin, userAlfa } = await twoCompanies());
  await db().collection('companies').doc(alfa).set({
    name: 'Transportes Alfa Ltda',
    cnpj: '11.222.333/0001-81',
    address: 'Rua das Flores, 100, Campinas - SP',
  });
  template = (await call('post', '/api/templates', admin.token, validTemplate({ name: 'Vistoria semanal' }))).body
    .data as Template;
  joao = await fieldUser(admin.token, 'João Pereira da Silva');
});

describe('report numbers', () => {
  it('when ten checklists are approved at once, then they take the company’s next ten numbers of the year, none twice and none skipped', async () => {
    const ids = await Promise.all(
      Array.from({ length: 10 }, async () => (await sentChecklist(joao, admin.token, template.id)).id),
    );
    const before = (await db().collection(`companies/${alfa}/report_numbers`).get()).size;
    const approvals = await Promise.all(ids.map(approve));
    expect(approvals.map((res) => res.status)).toEqual(ids.map(() => 200));

    const numbers = await Promise.all(ids.map(async (id) => (await certificateOf(id))!.number!));
    const sequences = numbers.map((n) => Number(n.slice(`CK-${YEAR}-`.length))).sort((a, b) => a - b);
    expect(numbers.every((n) => /^CK-\d{4}-\d{6}$/.test(n) && n.startsWith(`CK-${YEAR}-`))).toBe(true);
    expect(sequences).toEqual(Array.from({ length: 10 }, (_, i) => before + i + 1));
    const taken = await db().collection(`companies/${alfa}/report_numbers`).get();
    expect(taken.size).toBe(before + 10);
  });

  it('when the same checklist is approved by three requests at once, then it takes one number and has one version', async () => {
    const { id } = await sentChecklist(joao, admin.token, template.id);
    const before = (await db().collection(`companies/${alfa}/report_numbers`).get()).size;
    await Promise.all([approve(id), approve(id), approve(id)]);
    // A request that lost the race to number it leaves the version to the winner: the report asks again.
    await reportPdf(id);
    const taken = await db().collection(`companies/${alfa}/report_numbers`).where('checklistId', '==', id).get();
    expect(taken.size).toBe(1);
    expect((await db().collection(`companies/${alfa}/report_numbers`).get()).size).toBe(before + 1);
    const certificate = await certificateOf(id);
    expect(certificate).toMatchObject({ number: taken.docs[0]!.id, latestVersion: 1 });
  });

  it('when an approved checklist is reopened and approved again, then it keeps its number, gets version 2 with a new code, and the old code says it was replaced, with a link', async () => {
    const { id, version: first } = await approvedReport();
    const reopened = await call('post', `/api/responses/${id}/reopen`, admin.token, {
      reason: 'Foto do painel ilegível',
    });
    expect(reopened.status).toBe(200);
    expect((await approve(id)).status).toBe(200);

    const certificate = await certificateOf(id);
    expect(certificate).toMatchObject({ number: first.number, latestVersion: 2 });
    const second = (await versionOf(id, 2))!;
    expect(second.code).not.toBe(first.code);
    expect(second.number).toBe(first.number);

    const old = await page(first.code);
    expect(old.status).toBe(200);
    expect(old.text).toContain('Substituído pela versão 2');
    expect(old.text).toContain(`href="/verificar/${second.code}"`);
    expect(old.text).not.toContain('Documento autêntico</p>');
    const current = await page(second.code);
    expect(current.text).toContain('Documento autêntico');
    expect(current.text).not.toContain('Substituído');
  });
});

describe('the canonical content', () => {
  it('when a report is approved, then its canonical JSON is kept and its digest is the SHA-256 of those bytes, with the answers, the photo’s digest, the people and the times', async () => {
    const { id, version } = await approvedReport();
    const canonical = (await blobStore().get(version.canonicalPath))!;
    expect(version.digest).toBe(sha256(canonical));
    const content = JSON.parse(canonical.toString('utf8'));
    // Written canonically: parsing and writing it again gives the same bytes.
    expect(canonicalJson(content)).toBe(canonical.toString('utf8'));
    expect(content).toMatchObject({
      format: 'checkfrota.relatorio/2',
      company: { id: alfa, name: 'Transportes Alfa Ltda', cnpj: '11.222.333/0001-81' },
      report: { number: version.number, version: 1 },
      checklist: { id, templateName: 'Vistoria semanal', user: { name: 'João Pereira da Silva' } },
      // No signature asked at the submit; the approving admin and the approval's time.
      signatures: { submit: null, approval: { name: expect.any(String), approvedAt: version.approvedAt } },
    });
    const photo = content.questions.find((q: { type: string }) => q.type === 'photo');
    const image = (await db().doc(`companies/${alfa}/images/${photo.answer[0].imageId}`).get()).data()!;
    expect(photo.answer[0].sha256).toBe(sha256((await blobStore().get(image.path as string))!));
    expect(
      content.questions.every((q: { status: string; reviewedAt: string }) => q.status === 'approved' && q.reviewedAt),
    ).toBe(true);
  });
});

describe('GET /verificar/:code', () => {
  it('when anyone opens a report’s code, without signing in, then the page says it is authentic with the company, number, template, plate, dates and digest, and names only by their initials', async () => {
    const { id } = await sentChecklist(joao, admin.token, template.id);
    await db()
      .doc(`companies/${alfa}/checklists/${id}`)
      .update({ vehicle: { id: 'v1', name: 'Caminhão 1', plate: 'ABC1D23' } });
    expect((await approve(id)).status).toBe(200);
    const version = (await versionOf(id, 1))!;

    const res = await page(version.code);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    for (const expected of [
      'Documento autêntico',
      'Transportes Alfa Ltda',
      '11.222.333/0001-81',
      version.number,
      'Vistoria semanal',
      'ABC-1D23',
      'J. P. S.',
      version.digest,
      'Enviado em',
      'Aprovado em',
    ])
      expect(res.text).toContain(expected);
    expect(res.text).not.toContain('João');
    expect(res.text).not.toContain('Pereira');
    // No app bundle: the page's own stylesheet and script only.
    expect(res.text).not.toMatch(/assets\//);
    const script = await request(app).get('/verificar/pagina.js');
    expect(script.status).toBe(200);
    expect(script.text.length).toBeLessThan(4000);
  });

  it('when the company chooses full names, then the reports approved from then on name people in full on the public page, and those approved before keep their initials', async () => {
    const before = await approvedReport();
    const settings = (names: string) =>
      call('put', '/api/company/settings', admin.token, {
        timeZone: 'America/Sao_Paulo',
        dueReminderMinutes: 60,
        publicNames: names,
        positionRetentionMonths: 12,
      });
    expect((await settings('full')).status).toBe(200);
    try {
      const after = await approvedReport();
      expect(after.version.fieldUser).toBe('João Pereira da Silva');
      expect((await page(after.version.code)).text).toContain('João Pereira da Silva');
      const earlier = await page(before.version.code);
      expect(earlier.text).toContain('J. P. S.');
      expect(earlier.text).not.toContain('Pereira');
    } finally {
      expect((await settings('initials')).status).toBe(200);
    }
  });

  it('when a code is not one, then 400; when no report has it, then 404: a page in pt-BR either way', async () => {
    const malformed = await page('abc');
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('Código de verificação inválido');
    const unknown = await page('a'.repeat(20));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Documento não encontrado');
  });

  it('when one address checks more than its limit, then 429, on a page saying to try again', async () => {
    const limited = createApp({
      rateLimits: rateLimitsWith('verify', 2),
      now: () => new Date('2031-01-01T00:00:00Z'),
    });
    const tries = ['a', 'b', 'c'].map((letter) => letter.repeat(20));
    const statuses = [];
    for (const code of tries) statuses.push((await page(code, limited)).status);
    expect(statuses).toEqual([404, 404, 429]);
    expect((await checkPdf(tries[0]!, { sha256: 'a'.repeat(64) }, limited)).status).toBe(429);
  });
});

describe('POST /verificar/:code/pdf', () => {
  it('when the report’s PDF is checked, then it matches; an edited copy does not', async () => {
    const { id, version } = await approvedReport();
    const pdf = await reportPdf(id);
    const matches = await checkPdf(version.code, { sha256: sha256(pdf) });
    expect(matches.status).toBe(200);
    expect(matches.body).toEqual({ success: true, data: { matches: true } });

    const edited = Buffer.from(pdf);
    const middle = Math.floor(edited.length / 2);
    edited[middle] = edited[middle]! ^ 0x01;
    const differs = await checkPdf(version.code, { sha256: sha256(edited).toUpperCase() });
    expect(differs.body).toEqual({ success: true, data: { matches: false } });
  });

  it('when the digest is missing or not SHA-256, then 400 in pt-BR; when no report has the code, then 404', async () => {
    const { version } = await approvedReport();
    for (const body of [{}, { sha256: 'xyz' }, { sha256: 'a'.repeat(64), extra: 1 }]) {
      const res = await checkPdf(version.code, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Envie o resumo SHA-256 do PDF (64 caracteres hexadecimais)');
    }
    expect((await checkPdf('short', { sha256: 'a'.repeat(64) })).body.error.message).toBe(
      'Código de verificação inválido',
    );
    expect((await checkPdf('z'.repeat(20), { sha256: 'a'.repeat(64) })).status).toBe(404);
  });
});

describe('the PDF report', () => {
  it('when an approved report is rendered, then every page has the letterhead (razão social, CNPJ, address), the number, and the public check’s link beside its QR code, with the spec’s footer', async () => {
    const { id, version } = await approvedReport();
    const { pages } = readPdfText(await reportPdf(id));
    // The origin the approval came through (supertest's server here; CHECKFROTA_APP_ORIGIN in production).
    expect(version.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/verificar/${version.code}$`));
    // Compared without whitespace: the PDF's text runs may be read back split across lines (the
    // link's length changes with the test server's port), which is not what this test is about.
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    for (const [index, text] of pages.entries()) {
      for (const expected of [
        'Transportes Alfa Ltda',
        'CNPJ 11.222.333/0001-81',
        'Rua das Flores, 100, Campinas - SP',
        version.number,
        `Verifique em ${version.url}`,
        'DOCUMENTO CONFIDENCIAL',
        `Página ${index + 1} de ${pages.length}`,
      ])
        expect(squeezed(text)).toContain(squeezed(expected));
    }
    expect(pages[0]).toContain('RELATÓRIO DE CHECKLIST');
  });

  it('when a field user asks for the public facts through the API, then the report routes refuse them (403), as before', async () => {
    const { id } = await approvedReport();
    expect((await call('get', `/api/responses/${id}/pdf`, userAlfa.token)).status).toBe(403);
  });
});
