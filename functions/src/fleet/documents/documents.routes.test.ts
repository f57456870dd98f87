import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { DocumentInput } from '../../domain/documents/document.schema';
import type { VehicleDocument } from '../../domain/documents/documents';
import type { Vehicle } from '../../domain/fleet/vehicle.schema';
import { config } from '../../platform/config';
import { db } from '../../platform/firebase';
import type { TestAccount } from '../../testing/accounts';
import { snapshotCompany } from '../../testing/firestore-snapshot';
import { call } from '../../testing/http';
import { validVehicle } from '../../testing/vehicles';
import { twoCompanies } from '../../testing/world';

const app = createApp();
const MB10 = 10 * 1024 * 1024;
const STORED = ['vehicle_documents', 'deadlines', 'vehicles'];

let alfa: string;
let beta: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let userAlfa: TestAccount;
let plateSeq = 4000;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** An ELF executable's first bytes, as a renamed program would start. */
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .jpeg()
    .toBuffer();

async function newVehicle(token = admin.token, overrides: Record<string, unknown> = {}): Promise<Vehicle> {
  const res = await call('post', '/api/vehicles', token, validVehicle({ plate: `DOC${plateSeq++}`, ...overrides }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Vehicle;
}

const insurance = (overrides: Partial<DocumentInput> = {}): DocumentInput => ({
  type: 'insurance',
  number: 'AP-778899',
  issuer: 'Porto Seguro',
  issueDate: '2026-03-10',
  expiryDate: '2027-03-10',
  cost: 3250.5,
  notes: 'Cobertura total',
  ...overrides,
});

async function newDocument(vehicleId: string, body: DocumentInput = insurance(), token = admin.token) {
  const res = await call('post', `/api/vehicles/${vehicleId}/documents`, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as VehicleDocument;
}

const base = (d: Pick<VehicleDocument, 'vehicleId' | 'id'>) => `/api/vehicles/${d.vehicleId}/documents/${d.id}`;

function attach(
  token: string,
  url: string,
  bytes: Buffer,
  filename = 'documento.pdf',
  contentType = 'application/pdf',
) {
  return request(app).put(url).set('Authorization', `Bearer ${token}`).attach('file', bytes, { filename, contentType });
}

const download = (token: string, url: string) =>
  request(app)
    .get(url)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** Every file of the company's document attachments in the blob store's local folder. */
function blobsOf(company: string): string[] {
  const root = path.join(config.localBlobDir!, 'companies', company, 'attachments');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(config.localBlobDir!, path.join(entry.parentPath, entry.name)))
    .sort();
}

const stored = async (company = alfa) => ({ docs: await snapshotCompany(company, STORED), blobs: blobsOf(company) });
const storedDoc = async (id: string) => (await db().doc(`companies/${alfa}/vehicle_documents/${id}`).get()).data();
const deadline = async (id: string, company = alfa) =>
  (await db().doc(`companies/${company}/deadlines/document_${id}`).get()).data();
const vehicleDoc = async (id: string) => (await db().doc(`companies/${alfa}/vehicles/${id}`).get()).data();

beforeAll(async () => {
  ({ alfa, beta, admin, adminBeta, userAlfa } = await twoCompanies());
});

describe('vehicle documents: saving, deadlines and the vehicle badge', () => {
  it('when the admin adds a document, then it is stored with its vehicle, its deadline and the vehicle’s earliest expiry', async () => {
    const truck = await newVehicle(admin.token, { name: 'Caminhão 01', uf: 'SP', vehicleType: 'truck' });
    const created = await newDocument(truck.id);
    expect(created).toMatchObject({
      vehicleId: truck.id,
      vehicle: { id: truck.id, name: 'Caminhão 01', plate: truck.plate },
      type: 'insurance',
      number: 'AP-778899',
      issuer: 'Porto Seguro',
      issueDate: '2026-03-10',
      expiryDate: '2027-03-10',
      cost: 3250.5,
      notes: 'Cobertura total',
      attachment: null,
    });
    expect(await storedDoc(created.id)).toMatchObject({ vehicleId: truck.id, expiryDate: '2027-03-10' });
    expect(await deadline(created.id)).toMatchObject({
      kind: 'document',
      sourceId: created.id,
      dueDay: '2027-03-10',
      title: 'Seguro',
      vehicleId: truck.id,
      link: `/admin/vehicles/${truck.id}?aba=documentos`,
    });
    expect((await vehicleDoc(truck.id))?.documentsDue).toEqual({ type: 'insurance', expiryDate: '2027-03-10' });

    const licensing = await newDocument(truck.id, { type: 'licensing', expiryDate: '2026-11-30' });
    expect(licensing).toMatchObject({ number: null, issuer: null, issueDate: null, cost: null, notes: null });
    const list = await call('get', `/api/vehicles/${truck.id}/documents`, admin.token);
    expect(list.status).toBe(200);
    expect((list.body.data as VehicleDocument[]).map((d) => d.id)).toEqual([licensing.id, created.id]);
    const got = await call('get', `/api/vehicles/${truck.id}`, admin.token);
    expect(got.body.data.documentsDue).toEqual({ type: 'licensing', expiryDate: '2026-11-30' });
  });

  it('when a document is changed and then deleted, then its deadline and the vehicle’s earliest expiry follow', async () => {
    const car = await newVehicle();
    const first = await newDocument(car.id, insurance({ expiryDate: '2027-01-05' }));
    const second = await newDocument(car.id, { type: 'ipva', expiryDate: '2027-02-01' });
    expect((await vehicleDoc(car.id))?.documentsDue).toEqual({ type: 'insurance', expiryDate: '2027-01-05' });

    const updated = await call('put', base(first), admin.token, insurance({ expiryDate: '2027-06-30', cost: null }));
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ id: first.id, expiryDate: '2027-06-30', cost: null });
    expect((await deadline(first.id))?.dueDay).toBe('2027-06-30');
    expect((await vehicleDoc(car.id))?.documentsDue).toEqual({ type: 'ipva', expiryDate: '2027-02-01' });

    expect((await call('delete', base(second), admin.token)).status).toBe(200);
    expect(await storedDoc(second.id)).toBeUndefined();
    expect(await deadline(second.id)).toBeUndefined();
    expect((await vehicleDoc(car.id))?.documentsDue).toEqual({ type: 'insurance', expiryDate: '2027-06-30' });
    expect((await call('delete', base(first), admin.token)).status).toBe(200);
    expect((await vehicleDoc(car.id))?.documentsDue).toBeNull();

    const trail = await call('get', `/api/audit?recordType=document&recordId=${first.id}`, admin.token);
    expect((trail.body.data.items as Array<{ action: string }>).map((e) => e.action).sort()).toEqual([
      'document.created',
      'document.deleted',
      'document.updated',
    ]);
  });

  it('when the vehicle is renamed, then its documents and their deadlines show the new name and plate', async () => {
    const car = await newVehicle(admin.token, { name: 'Strada 01' });
    const doc = await newDocument(car.id);
    const renamed = await call('put', `/api/vehicles/${car.id}`, admin.token, {
      ...validVehicle({ name: 'Strada 02', plate: 'REN1A23' }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const expected = { id: car.id, name: 'Strada 02', plate: 'REN1A23' };
    expect((await storedDoc(doc.id))?.vehicle).toEqual(expected);
    expect((await deadline(doc.id))?.vehicle).toEqual(expected);
  });

  it('when the vehicle is deleted, then its documents, their deadlines and their files go with it', async () => {
    const car = await newVehicle();
    const doc = await newDocument(car.id);
    expect((await attach(admin.token, `${base(doc)}/attachment`, PDF)).status).toBe(200);
    const file = (await storedDoc(doc.id))?.attachmentPath as string;
    expect(blobsOf(alfa)).toContain(file);

    expect((await call('post', `/api/vehicles/${car.id}/archive`, admin.token)).status).toBe(200);
    expect((await call('delete', `/api/vehicles/${car.id}`, admin.token)).status).toBe(200);
    expect(await storedDoc(doc.id)).toBeUndefined();
    expect(await deadline(doc.id)).toBeUndefined();
    expect(blobsOf(alfa)).not.toContain(file);
  });
});

describe('vehicle documents: input, roles and tenancy', () => {
  it.each([
    ['an issue date that does not exist', { issueDate: '2026-02-31' }, 'Data de emissão inválida: use dd/mm/aaaa'],
    ['an expiry that is not a day', { expiryDate: '31/12/2026' }, 'Data de vencimento inválida: use dd/mm/aaaa'],
    ['no expiry', { expiryDate: undefined }, 'Informe a data de vencimento'],
    [
      'an expiry before the issue',
      { issueDate: '2026-05-10', expiryDate: '2026-05-09' },
      'O vencimento não pode ser anterior à emissão',
    ],
    ['a negative cost', { cost: -1 }, 'Informe o custo em reais, zero ou mais (ex: R$ 130,16)'],
    ['an unknown type', { type: 'cnh' }, 'Escolha o tipo de documento'],
    ['an unknown field', { vehicleId: 'x' }, 'Campo não permitido: vehicleId'],
  ])('when the admin sends %s, then 400 in Portuguese and nothing stored', async (_case, overrides, message) => {
    const car = await newVehicle();
    const doc = await newDocument(car.id);
    const before = await stored();
    const body = { ...insurance(), ...overrides } as Record<string, unknown>;
    const created = await call('post', `/api/vehicles/${car.id}/documents`, admin.token, body);
    const updated = await call('put', base(doc), admin.token, body);
    for (const res of [created, updated]) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('when a field user calls any documents route, then 403 and nothing changes', async () => {
    const car = await newVehicle();
    const doc = await newDocument(car.id);
    const before = await stored();
    const url = base(doc);
    const responses = await Promise.all([
      call('get', `/api/vehicles/${car.id}/documents`, userAlfa.token),
      call('post', `/api/vehicles/${car.id}/documents`, userAlfa.token, insurance()),
      call('put', url, userAlfa.token, insurance()),
      call('delete', url, userAlfa.token),
      attach(userAlfa.token, `${url}/attachment`, PDF),
      call('get', `${url}/attachment`, userAlfa.token),
      call('delete', `${url}/attachment`, userAlfa.token),
    ]);
    expect(responses.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await stored()).toEqual(before);
  });

  it('when another company’s admin names Alfa’s vehicle or document, then 404 and nothing changes', async () => {
    const car = await newVehicle();
    const doc = await newDocument(car.id);
    expect((await attach(admin.token, `${base(doc)}/attachment`, PDF)).status).toBe(200);
    const before = await stored();
    const betaBefore = await stored(beta);
    const url = base(doc);
    const responses = await Promise.all([
      call('get', `/api/vehicles/${car.id}/documents`, adminBeta.token),
      call('post', `/api/vehicles/${car.id}/documents`, adminBeta.token, insurance()),
      call('put', url, adminBeta.token, insurance()),
      call('delete', url, adminBeta.token),
      attach(adminBeta.token, `${url}/attachment`, PDF),
      download(adminBeta.token, `${url}/attachment`),
      call('delete', `${url}/attachment`, adminBeta.token),
    ]);
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await stored()).toEqual(before);
    expect(await stored(beta)).toEqual(betaBefore);
  });

  it('when a document is named under another vehicle of the company, then 404 and nothing changes', async () => {
    const car = await newVehicle();
    const other = await newVehicle();
    const doc = await newDocument(car.id);
    const before = await stored();
    const wrong = { vehicleId: other.id, id: doc.id };
    const responses = await Promise.all([
      call('put', base(wrong), admin.token, insurance()),
      call('delete', base(wrong), admin.token),
      attach(admin.token, `${base(wrong)}/attachment`, PDF),
      download(admin.token, `${base(wrong)}/attachment`),
    ]);
    expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(responses[0]!.body.error.message).toBe('Documento não encontrado');
    expect(await stored()).toEqual(before);
  });
});

describe('vehicle documents: the attachment', () => {
  it('when the admin attaches a PDF and then a JPEG, then each is served as uploaded and the replaced file is gone', async () => {
    const car = await newVehicle(admin.token, { plate: 'PDF1A23' });
    const doc = await newDocument(car.id, { type: 'licensing', expiryDate: '2027-07-31' });
    const url = `${base(doc)}/attachment`;

    const pdf = await attach(admin.token, url, PDF);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect(pdf.body.data).toMatchObject({ contentType: 'application/pdf', size: PDF.length, uploadedBy: admin.uid });
    const pdfPath = (await storedDoc(doc.id))?.attachmentPath as string;
    const got = await download(admin.token, url);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe('attachment; filename="Licenciamento_CRLV_PDF1A23.pdf"');
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(got.body as Buffer, PDF)).toBe(0);
    const listed = await call('get', `/api/vehicles/${car.id}/documents`, admin.token);
    expect(listed.body.data[0].attachment).toMatchObject({ contentType: 'application/pdf' });

    const photo = await jpeg();
    const replaced = await attach(admin.token, url, photo, 'foto.jpg', 'image/jpeg');
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.contentType).toBe('image/jpeg');
    const again = await download(admin.token, url);
    expect(again.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(again.body as Buffer, photo)).toBe(0);
    expect(blobsOf(alfa)).not.toContain(pdfPath);
    expect(blobsOf(alfa).filter((b) => b.includes(doc.id))).toHaveLength(1);
  });

  it('when the admin removes the attachment, then its file is gone and the download answers 404 "Anexo não encontrado"', async () => {
    const car = await newVehicle();
    const doc = await newDocument(car.id);
    const url = `${base(doc)}/attachment`;
    expect((await attach(admin.token, url, PDF)).status).toBe(200);
    const file = (await storedDoc(doc.id))?.attachmentPath as string;

    expect((await call('delete', url, admin.token)).status).toBe(200);
    expect(blobsOf(alfa)).not.toContain(file);
    expect(await storedDoc(doc.id)).toMatchObject({ attachment: null, attachmentPath: null });
    const gone = await download(admin.token, url);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body.toString()).error.message).toBe('Anexo não encontrado');
    expect((await call('delete', url, admin.token)).status).toBe(404);
  });

  it('when an executable is sent named .pdf, then 415 in Portuguese and nothing stored', async () => {
    const car = await newVehicle();
    const doc = await newDocument(car.id);
    const before = await stored();
    const res = await attach(admin.token, `${base(doc)}/attachment`, EXECUTABLE, 'nota.pdf', 'application/pdf');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('Formato não aceito: envie um PDF ou uma foto (JPEG, PNG ou WebP)');
    expect(await stored()).toEqual(before);
  });

  it('when the file is 10 MB and 1 byte, then 413 "Arquivo muito grande (máximo 10 MB)" and nothing stored', async () => {
    const car = await newVehicle();
    const doc = await newDocument(car.id);
    const before = await stored();
    const big = Buffer.concat([PDF, Buffer.alloc(MB10 + 1 - PDF.length, 0x20)]);
    const res = await attach(admin.token, `${base(doc)}/attachment`, big);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('Arquivo muito grande (máximo 10 MB)');
    expect(await stored()).toEqual(before);
  });

  it('when the file is exactly 10 MB, then it is accepted', async () => {
    const car = await newVehicle();
    const doc = await newDocument(car.id);
    const res = await attach(
      admin.token,
      `${base(doc)}/attachment`,
      Buffer.concat([PDF, Buffer.alloc(MB10 - PDF.length, 0x20)]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.size).toBe(MB10);
  });
});
