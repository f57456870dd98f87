import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AuditEntry } from '../domain/audit/audit';
import type { ImportPreview, ImportResult } from '../domain/imports/contract';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { signIn, type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { call } from '../testing/http';
import { twoCompanies } from '../testing/world';
import { decodeText } from './spreadsheet';

const app = createApp();
let alfa: string;
let beta: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let userAlfa: TestAccount;

/** What an import may write, and what the preview itself must not. */
const WRITTEN = ['vehicles', 'vehicle_plates', 'users', 'audit', 'import_confirmations'];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(token: string, kind: string, bytes: Buffer, fileName: string, contentType = XLSX_TYPE) {
  return request(app)
    .post(`/api/imports/${kind}/preview`)
    .set('Authorization', `Bearer ${token}`)
    .field('fileName', fileName)
    .attach('file', bytes, { filename: fileName, contentType });
}

async function previewOf(token: string, kind: string, bytes: Buffer, fileName: string): Promise<ImportPreview> {
  const res = await upload(token, kind, bytes, fileName);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ImportPreview;
}

async function confirmed(token: string, id: string): Promise<ImportResult> {
  const res = await call('post', `/api/imports/${id}/confirm`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ImportResult;
}

const binary = (res: request.Response, chunks: Buffer[] = []) =>
  new Promise<Buffer>((resolve) => {
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve(Buffer.concat(chunks)));
  });

async function template(kind: string, format: 'xlsx' | 'csv'): Promise<request.Response & { bytes: Buffer }> {
  const res = await request(app)
    .get(`/api/imports/${kind}/template?format=${format}`)
    .set('Authorization', `Bearer ${admin.token}`)
    .buffer(true)
    .parse((response, done) => binary(response as never).then((bytes) => done(null, bytes)));
  return Object.assign(res, { bytes: res.body as Buffer });
}

const vehiclesOf = async (token = admin.token) =>
  ((await call('get', '/api/vehicles?pageSize=100', token)).body.data.items as Vehicle[]).sort((a, b) =>
    a.plate.localeCompare(b.plate),
  );

beforeAll(async () => {
  ({ alfa, beta, admin, adminBeta, userAlfa } = await twoCompanies());
});

describe('vehicles from the template', () => {
  /** The downloaded template (its example row is the first good one), two more good rows and two bad. */
  async function filledTemplate(): Promise<Buffer> {
    const downloaded = await template('vehicles', 'xlsx');
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers['content-disposition']).toBe('attachment; filename="Modelo_importacao_veiculos.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(downloaded.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Nome', 'Placa', 'Marca']);
    const example = (sheet.getRow(2).values as unknown[]).slice(1);
    const row = (changes: Record<number, unknown>) => example.map((value, i) => (i in changes ? changes[i] : value));
    sheet.addRow(row({ 0: 'Strada 02', 1: 'FRT2B34', 6: 12000, 7: 10000, 9: 'MG', 10: 'Leve', 11: 'B' }));
    sheet.addRow(row({ 0: 'Saveiro 03', 1: 'frt-2b35', 5: '2021', 6: '30.500', 7: '30.000' }));
    sheet.addRow(row({ 0: 'Placa ruim', 1: 'AB-12' }));
    sheet.addRow(row({ 0: 'Km ao contrário', 1: 'FRT2B36', 6: 1000, 7: 5000 }));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it('when the template holds 3 good and 2 bad rows, then the preview shows the 2 errors by line and writes nothing; confirming writes 3, once; the same file again creates nothing', async () => {
    const file = await filledTemplate();
    const before = await snapshotCompany(alfa, WRITTEN);

    const preview = await previewOf(admin.token, 'vehicles', file, 'frota.xlsx');
    expect(preview.counts).toEqual({ new: 3, update: 0, unchanged: 0, error: 2 });
    expect(preview.rows.filter((r) => r.outcome === 'error').map((r) => r.errors)).toEqual([
      ['Linha 5: Formato de placa inválido (ex: ABC1234 ou ABC1D23)'],
      ['Linha 6: Quilometragem da última troca não pode ser maior que a atual'],
    ]);
    expect(await snapshotCompany(alfa, WRITTEN)).toBe(before);

    const result = await confirmed(admin.token, preview.id);
    expect(result).toMatchObject({ created: 3, updated: 0, unchanged: 0, errors: 2, failures: [] });
    const vehicles = await vehiclesOf();
    expect(vehicles.map((v) => [v.plate, v.currentKm, v.uf, v.vehicleType])).toEqual([
      ['ABC1D23', 85000, 'SP', 'truck'],
      ['FRT2B34', 12000, 'MG', 'light'],
      ['FRT2B35', 30500, 'SP', 'truck'],
    ]);

    const again = await call('post', `/api/imports/${preview.id}/confirm`, admin.token);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Esta importação já foi confirmada');

    const second = await previewOf(admin.token, 'vehicles', file, 'frota.xlsx');
    expect(second.counts).toEqual({ new: 0, update: 0, unchanged: 3, error: 2 });
    expect(await confirmed(admin.token, second.id)).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect((await vehiclesOf()).length).toBe(3);

    const trail = (await call('get', '/api/audit?pageSize=100', admin.token)).body.data.items as AuditEntry[];
    const imports = trail.filter((e) => e.action === 'import.confirmed');
    expect(imports).toHaveLength(2);
    expect(imports.at(-1)).toMatchObject({
      record: { type: 'import', id: preview.id, label: 'frota.xlsx' },
      changes: expect.arrayContaining([
        { field: 'kind', before: null, after: 'vehicles' },
        { field: 'created', before: null, after: 3 },
        { field: 'errors', before: null, after: 2 },
      ]),
    });
    expect(trail.filter((e) => e.action === 'vehicle.created')).toHaveLength(3);
  });

  it('when a CSV row changes a vehicle the company has, then the preview lists the change and confirming updates it', async () => {
    const csv = await template('vehicles', 'csv');
    const text = decodeText(csv.bytes);
    expect(csv.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, example] = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true }).data;
    expect(header).toContain('Km da última troca de óleo');
    const row = example!.map((cell, i) => (header![i] === 'Km atual' ? '91.000' : cell));
    const file = Buffer.from(`\uFEFF${Papa.unparse([header!, row], { delimiter: ';' })}`, 'utf8');

    const preview = await previewOf(admin.token, 'vehicles', file, 'frota.csv');
    expect(preview.rows).toEqual([
      {
        line: 2,
        key: 'ABC1D23',
        outcome: 'update',
        errors: [],
        changes: [{ column: 'Km atual', before: '85000', after: '91000' }],
      },
    ]);
    expect(await confirmed(admin.token, preview.id)).toMatchObject({ created: 0, updated: 1 });
    expect((await vehiclesOf()).find((v) => v.plate === 'ABC1D23')?.currentKm).toBe(91000);
  });
});

describe('field users', () => {
  it('when a CSV saved as Windows-1252 has accents, then they are read right, and the new user signs in with the initial password and has the CNH', async () => {
    const email = `joao.${Date.now()}@empresa.com.br`;
    const text = [
      'Nome;E-mail;Senha inicial;Número da CNH;Categoria da CNH;Validade da CNH;Observações',
      `João Conceição;${email};senha-inicial-1;58316794534;d;31/12/2030;motorista do turno da manhã`,
    ].join('\r\n');
    const file = Buffer.from(text, 'latin1');
    const preview = await previewOf(admin.token, 'users', file, 'equipe.csv');
    expect(preview.counts).toEqual({ new: 1, update: 0, unchanged: 0, error: 0 });
    expect(preview.ignoredColumns).toEqual(['Observações']);

    expect(await confirmed(admin.token, preview.id)).toMatchObject({ created: 1, errors: 0 });
    const users = (await call('get', '/api/users?pageSize=100', admin.token)).body.data.items as CompanyUser[];
    const joao = users.find((u) => u.email === email);
    expect(joao).toMatchObject({
      name: 'João Conceição',
      role: 'user',
      driverLicense: { cnhNumber: '58316794534', category: 'D', expiryDate: '2030-12-31' },
    });
    await expect(signIn(email, 'senha-inicial-1')).resolves.toEqual(expect.any(String));

    const again = await previewOf(admin.token, 'users', file, 'equipe.csv');
    expect(again.counts).toEqual({ new: 0, update: 0, unchanged: 1, error: 0 });
  });
});

describe('who may import, and what', () => {
  it("when another company's admin confirms a preview, then it is not found and nothing changes", async () => {
    const csv = await template('vehicles', 'csv');
    const preview = await previewOf(admin.token, 'vehicles', csv.bytes, 'modelo.csv');
    const before = await snapshotCompany(beta, WRITTEN);
    const res = await call('post', `/api/imports/${preview.id}/confirm`, adminBeta.token);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Prévia de importação não encontrada ou expirada: envie a planilha de novo');
    expect(await snapshotCompany(beta, WRITTEN)).toBe(before);
    expect(await vehiclesOf(adminBeta.token)).toEqual([]);
  });

  it('when a field user calls the imports, then each answers 403', async () => {
    const csv = await template('vehicles', 'csv');
    expect((await call('get', '/api/imports/vehicles/template', userAlfa.token)).status).toBe(403);
    expect((await upload(userAlfa.token, 'vehicles', csv.bytes, 'modelo.csv')).status).toBe(403);
    const preview = await previewOf(admin.token, 'vehicles', csv.bytes, 'modelo.csv');
    expect((await call('post', `/api/imports/${preview.id}/confirm`, userAlfa.token)).status).toBe(403);
  });

  it('when the file is not a spreadsheet, then 415 in pt-BR and no preview is stored', async () => {
    const before = await snapshotCompany(alfa, ['import_previews']);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const res = await upload(admin.token, 'vehicles', png, 'foto.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('O arquivo não é uma planilha: envie um arquivo XLSX ou CSV');
    const xls = await upload(admin.token, 'vehicles', Buffer.from('d0cf11e0a1b11ae1', 'hex'), 'frota.xls');
    expect(xls.status).toBe(415);
    expect(await snapshotCompany(alfa, ['import_previews'])).toBe(before);
  });

  it('when the header lacks columns or the kind is unknown, then 400 in pt-BR and nothing stored', async () => {
    const before = await snapshotCompany(alfa, ['import_previews']);
    const res = await upload(admin.token, 'vehicles', Buffer.from('Nome;Placa\r\nA;ABC1234'), 'x.csv', 'text/csv');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'Colunas obrigatórias ausentes no cabeçalho: Marca, Modelo, Cor, Ano, Km atual, Km da última troca de óleo',
    );
    expect((await upload(admin.token, 'trucks', Buffer.from('a'), 'x.csv', 'text/csv')).status).toBe(400);
    const noName = await request(app)
      .post('/api/imports/vehicles/preview')
      .set('Authorization', `Bearer ${admin.token}`)
      .attach('file', Buffer.from('Nome'), { filename: 'x.csv', contentType: 'text/csv' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('Erro: Informações necessárias não encontradas');
    expect(await snapshotCompany(alfa, ['import_previews'])).toBe(before);
  });
});
