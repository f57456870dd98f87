import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { isoDayIn, addDays } from '../../domain/dates';
import type { DocumentInput } from '../../domain/documents/document.schema';
import type { VehicleDocument } from '../../domain/documents/documents';
import type { Vehicle } from '../../domain/fleet/vehicle.schema';
import { csvOf, download, getExport as get, workbookOf } from '../../testing/exports';
import { snapshotCompany } from '../../testing/firestore-snapshot';
import { call } from '../../testing/http';
import { validVehicle } from '../../testing/vehicles';
import { twoCompanies, type World } from '../../testing/world';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let world: World;
let truck: Vehicle;
const today = isoDayIn(new Date(), 'America/Sao_Paulo');

async function newVehicle(token: string, name: string, plate: string): Promise<Vehicle> {
  const res = await call('post', '/api/vehicles', token, validVehicle({ name, plate }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Vehicle;
}

async function newDocument(token: string, vehicleId: string, body: DocumentInput): Promise<VehicleDocument> {
  const res = await call('post', `/api/vehicles/${vehicleId}/documents`, token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as VehicleDocument;
}

beforeAll(async () => {
  world = await twoCompanies();
  truck = await newVehicle(world.admin.token, 'Caminhão Baú', 'DCX1A11');
  const betaCar = await newVehicle(world.adminBeta.token, 'Da Beta', 'DCX9Z99');
  const insurance = await newDocument(world.admin.token, truck.id, {
    type: 'insurance',
    number: 'AP-778899',
    issuer: 'Porto Seguro',
    issueDate: '2026-03-10',
    expiryDate: addDays(today, 90),
    cost: 3250.5,
    notes: 'Cobertura total',
  });
  await newDocument(world.admin.token, truck.id, {
    type: 'ipva',
    number: null,
    issuer: null,
    issueDate: null,
    expiryDate: addDays(today, -3),
    cost: null,
    notes: null,
  });
  await newDocument(world.adminBeta.token, betaCar.id, {
    type: 'licensing',
    number: 'BETA-1',
    issuer: null,
    issueDate: null,
    expiryDate: addDays(today, 10),
    cost: null,
    notes: null,
  });
  const attached = await request(createApp())
    .put(`/api/vehicles/${truck.id}/documents/${insurance.id}/attachment`)
    .set('Authorization', `Bearer ${world.admin.token}`)
    .attach('file', PDF, { filename: 'apolice.pdf', contentType: 'application/pdf' });
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
});

describe("exporting a vehicle's 'Documentos'", () => {
  it('when the admin exports as Excel, then soonest expiry first, with dates, status on the company’s day and the file’s name', async () => {
    const res = await download(`/api/exports/documents?format=xlsx&vehicleId=${truck.id}`, world.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Documentos_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const { sheet, rows } = await workbookOf(res.body as Buffer);
    expect(sheet.name).toBe('Documentos');
    expect(rows.map((r) => [r['Tipo']!.value, r['Situação']!.value, r['Dias restantes']!.value])).toEqual([
      ['IPVA', 'Vencido', -3],
      ['Seguro', 'Em dia', 90],
    ]);
    const [ipva, insurance] = rows as [(typeof rows)[0], (typeof rows)[0]];
    expect(ipva['Arquivo']!.value).toBeNull();
    expect(ipva['Número']!.value).toBeNull();
    expect(insurance['Arquivo']!.value).toBe('Seguro_DCX1A11.pdf');
    expect(insurance['Número']!.value).toBe('AP-778899');
    expect(insurance['Emissão']!.value).toEqual(new Date(Date.UTC(2026, 2, 10)));
    expect(insurance['Emissão']!.numFmt).toBe('dd/mm/yyyy');
    expect(insurance['Custo']!.value).toBe(3250.5);
    expect(insurance['Placa']!.value).toBe('DCX-1A11');
  });

  it('when exported as CSV, then days read dd/mm/aaaa and money with a decimal comma', async () => {
    const res = await download(`/api/exports/documents?format=csv&vehicleId=${truck.id}`, world.admin.token);
    const { rows } = csvOf(res.body as Buffer);
    expect(rows[1]).toMatchObject({
      Tipo: 'Seguro',
      Emissão: '10/03/2026',
      Custo: '3250,50',
      'Órgão emissor': 'Porto Seguro',
    });
    expect(rows.map((r) => r.Número)).not.toContain('BETA-1');
  });

  it('when another company’s admin names this vehicle, then 404 and nothing of it, nothing audited', async () => {
    const before = await snapshotCompany(world.beta, ['audit', 'exports']);
    const res = await get(`/api/exports/documents?format=csv&vehicleId=${truck.id}`, world.adminBeta.token);
    expect([res.status, res.body.error?.message]).toEqual([404, 'Veículo não encontrado']);
    expect(await snapshotCompany(world.beta, ['audit', 'exports'])).toBe(before);
  });

  it('when a field user asks, or the vehicle is missing, then 403 or 400 and nothing is written', async () => {
    const before = await snapshotCompany(world.alfa, ['audit', 'exports']);
    expect((await get(`/api/exports/documents?format=csv&vehicleId=${truck.id}`, world.userAlfa.token)).status).toBe(
      403,
    );
    expect((await get('/api/exports/documents?format=csv', world.admin.token)).status).toBe(400);
    expect(
      (await get(`/api/exports/documents?format=csv&vehicleId=${truck.id}&type=ipva`, world.admin.token)).status,
    ).toBe(400);
    expect(await snapshotCompany(world.alfa, ['audit', 'exports'])).toBe(before);
  });
});
