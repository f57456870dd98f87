import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { addDays } from '../../domain/dates';
import type { FineInput } from '../../domain/fines/fine.schema';
import type { DriverSuggestion, TrafficFine } from '../../domain/fines/fines';
import type { FieldChecklist } from '../../domain/checklists/checklist.schema';
import type { Vehicle } from '../../domain/fleet/vehicle.schema';
import type { Template } from '../../domain/templates/template.schema';
import { pseudonymOf } from '../../personal-data/pseudonyms';
import { config } from '../../platform/config';
import { db } from '../../platform/firebase';
import { recordingPushSender } from '../../platform/messaging';
import { snapshotCompany } from '../../testing/firestore-snapshot';
import { inMinutes, validTemplate } from '../../testing/fixtures';
import { fineInput } from '../../testing/fines';
import { call } from '../../testing/http';
import { validVehicle } from '../../testing/vehicles';
import { fieldUser, twoCompanies, type FieldUser, type World } from '../../testing/world';
import { custodyTrigger as custodyTriggerFor } from '../custody/custody.triggers';

const app = createApp();
/** The API as a deployed function runs it: the platform has read the whole body into `req.rawBody` first. */
const buffered = express()
  .use(express.raw({ type: () => true, limit: '32mb' }), (req, _res, next) => {
    (req as express.Request & { rawBody?: Buffer }).rawBody = req.body as Buffer;
    req.body = undefined;
    next();
  })
  .use(createApp());
const MB10 = 10 * 1024 * 1024;

let world: World;
let joao: FieldUser;
let maria: FieldUser;
let carla: FieldUser;
let truck: Vehicle;
let betaCar: Vehicle;
let checkOut: Template;
let inspection: Template;
let plates = 0;

async function newVehicle(token = world.admin.token): Promise<Vehicle> {
  const res = await call(
    'post',
    '/api/vehicles',
    token,
    validVehicle({ name: `Caminhão ${++plates}`, plate: `FIN${String(plates).padStart(4, '0')}` }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Vehicle;
}

async function createFine(overrides: Partial<FineInput> = {}, notifiedDaysAgo = 3, token = world.admin.token) {
  const res = await call(
    'post',
    '/api/fines',
    token,
    fineInput(overrides.vehicleId ?? truck.id, overrides, notifiedDaysAgo),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as TrafficFine;
}

const deadlineEntry = async (fineId: string, company = world.alfa) =>
  (await db().doc(`companies/${company}/deadlines/fine_${fineId}`).get()).data() ?? null;

async function listFines(query: string, token = world.admin.token) {
  const res = await call('get', `/api/fines?${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: TrafficFine[]; total: number };
}

const stored = (company = world.alfa) => snapshotCompany(company, ['fines', 'deadlines']);

function blobsOf(company: string): string[] {
  const root = path.join(config.localBlobDir!, 'companies', company, 'attachments');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(config.localBlobDir!, path.join(entry.parentPath, entry.name)))
    .sort();
}

function upload(
  token: string,
  fineId: string,
  bytes: Buffer,
  filename = 'notificacao.pdf',
  contentType = 'application/pdf',
  server: express.Express = app,
) {
  return request(server)
    .put(`/api/fines/${fineId}/attachment`)
    .set('Authorization', `Bearer ${token}`)
    .attach('file', bytes, { filename, contentType });
}

const download = (token: string, fineId: string) =>
  request(app)
    .get(`/api/fines/${fineId}/attachment`)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(200, 0x20)]);
/** An ELF executable's header, named and declared as a PDF. */
const EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(300)]);

beforeAll(async () => {
  world = await twoCompanies({ adminName: 'Ana Souza' });
  [joao, maria, carla] = await Promise.all([
    fieldUser(world.admin.token, 'João Silva'),
    fieldUser(world.admin.token, 'Maria Souza'),
    fieldUser(world.adminBeta.token, 'Carla Dias'),
  ]);
  [truck, betaCar] = await Promise.all([newVehicle(), newVehicle(world.adminBeta.token)]);
  const template = async (name: string, custodyRole?: string) => {
    const res = await call(
      'post',
      '/api/templates',
      world.admin.token,
      validTemplate({
        name,
        kind: 'vehicle_inspection',
        ...(custodyRole && { custodyRole }),
        questions: [{ type: 'boolean', question: 'Freios funcionando?' }],
      } as never),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as Template;
  };
  [checkOut, inspection] = await Promise.all([template('Saída do veículo', 'check_out'), template('Inspeção diária')]);
});

/** An inspection of `vehicle` assigned to `user` and started by them; `send` answers and submits it. */
async function inspect(user: FieldUser, template: Template, vehicle: Vehicle, send: boolean) {
  const assigned = await call('post', '/api/checklists/assign', world.admin.token, {
    templateId: template.id,
    dueDate: inMinutes(120),
    userIds: [user.id],
    vehicleIds: [vehicle.id],
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
  const id = assigned.body.data.ids[0] as string;
  expect((await call('post', `/api/checklists/${id}/start`, user.token)).status).toBe(200);
  if (send) {
    const [q] = ((await call('get', `/api/checklists/${id}`, user.token)).body.data as FieldChecklist).questions;
    expect((await call('put', `/api/checklists/${id}/answers/${q!.id}`, user.token, { answer: true })).status).toBe(
      200,
    );
    expect((await call('post', `/api/checklists/${id}/submit`, user.token, {})).status).toBe(200);
  }
  return (await db().doc(`companies/${world.alfa}/checklists/${id}`).get()).data()!;
}

describe('POST/PUT/DELETE /api/fines: what the admin records', () => {
  it('when the admin records a fine waiting for its driver, then it is stored with its vehicle, its deadline (notification + 30 days, NIC twice the amount) and an audit entry', async () => {
    const fine = await createFine({ amount: 195.23 });

    expect(fine).toMatchObject({
      vehicleId: truck.id,
      vehicle: { id: truck.id, name: truck.name, plate: truck.plate },
      amount: 195.23,
      points: 4,
      status: 'awaiting_indication',
      driver: null,
      attachment: null,
    });
    expect((await call('get', `/api/fines/${fine.id}`, world.admin.token)).body.data).toEqual(fine);
    expect(await deadlineEntry(fine.id)).toMatchObject({
      kind: 'fine',
      sourceId: fine.id,
      dueDay: addDays(fine.notificationDate, 30),
      title: `Multa ${fine.infractionNumber}`,
      vehicleId: truck.id,
      nicAmount: 390.46,
      link: `/admin/fines?fine=${fine.id}`,
    });
    const audit = await call('get', `/api/audit?recordType=fine&recordId=${fine.id}`, world.admin.token);
    expect(audit.body.data.items.map((e: { action: string }) => e.action)).toEqual(['fine.created']);
  });

  it('when the admin names João as its driver, then the fine keeps his name, its deadline entry goes, and the change is audited', async () => {
    const fine = await createFine();
    const res = await call(
      'put',
      `/api/fines/${fine.id}`,
      world.admin.token,
      fineInput(truck.id, {
        infractionNumber: fine.infractionNumber,
        occurredAt: fine.occurredAt,
        notificationDate: fine.notificationDate,
        status: 'driver_indicated',
        driverId: joao.id,
      }),
    );

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'driver_indicated', driver: { id: joao.id, name: 'João Silva' } });
    expect(await deadlineEntry(fine.id)).toBeNull();
    const audit = await call('get', `/api/audit?recordType=fine&recordId=${fine.id}`, world.admin.token);
    const updated = audit.body.data.items.find((e: { action: string }) => e.action === 'fine.updated');
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', before: 'awaiting_indication', after: 'driver_indicated' },
        { field: 'driver', before: null, after: 'João Silva' },
      ]),
    );
  });

  it('when the input is bad, then 400 with the reason in Portuguese and nothing is stored', async () => {
    const before = await stored();
    const cases: Array<[Partial<FineInput>, string]> = [
      [{ notificationDate: '2026-02-31' }, 'Data da notificação inválida: use dd/mm/aaaa'],
      [{ notificationDate: '25/11/2026' }, 'Data da notificação inválida: use dd/mm/aaaa'],
      [{ occurredAt: 'ontem à tarde' }, 'Data e hora da infração inválidas: use dd/mm/aaaa e hh:mm'],
      [
        { occurredAt: '2026-11-20T10:00:00Z', notificationDate: '2026-11-19' },
        'A notificação não pode ser anterior à infração',
      ],
      [{ status: 'driver_indicated', driverId: null }, 'Escolha o condutor indicado'],
      [{ occurredAt: new Date(Date.now() + 86_400_000).toISOString() }, 'A data da infração não pode estar no futuro'],
      [{ notificationDate: '2099-01-10' }, 'A data da notificação não pode estar no futuro'],
      [{ points: 8 }, 'Informe os pontos da infração, de 0 a 7'],
      [{ amount: 0 }, 'Informe o valor da multa em reais, maior que zero (ex: R$ 130,16)'],
      [{ infractionNumber: '  ' }, 'Informe o número do auto de infração'],
      [{ status: 'cancelada' as never }, 'Escolha a situação da multa'],
    ];
    for (const [overrides, message] of cases) {
      const res = await call('post', '/api/fines', world.admin.token, fineInput(truck.id, overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const unknown = await call('post', '/api/fines', world.admin.token, { ...fineInput(truck.id), extra: 1 });
    expect(unknown.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('when the fine happened late at night in São Paulo, then a notification on that local day is accepted though UTC is the next day', async () => {
    const res = await call(
      'post',
      '/api/fines',
      world.admin.token,
      fineInput(truck.id, { occurredAt: '2026-11-20T23:30:00-03:00', notificationDate: '2026-11-20' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it('when the fine is deleted, then its deadline entry and its attachment go with it', async () => {
    const fine = await createFine();
    expect((await upload(world.admin.token, fine.id, PDF)).status).toBe(200);
    expect(blobsOf(world.alfa).some((b) => b.includes(`/fines/${fine.id}/`))).toBe(true);

    const res = await call('delete', `/api/fines/${fine.id}`, world.admin.token);

    expect(res.status).toBe(200);
    expect((await call('get', `/api/fines/${fine.id}`, world.admin.token)).status).toBe(404);
    expect(await deadlineEntry(fine.id)).toBeNull();
    expect(blobsOf(world.alfa).some((b) => b.includes(`/fines/${fine.id}/`))).toBe(false);
  });

  it('when a vehicle is deleted, then its fines, their deadlines and attachments go with it', async () => {
    const car = await newVehicle();
    const fine = await createFine({ vehicleId: car.id });
    expect((await upload(world.admin.token, fine.id, PDF)).status).toBe(200);

    expect((await call('post', `/api/vehicles/${car.id}/archive`, world.admin.token)).status).toBe(200);
    expect((await call('delete', `/api/vehicles/${car.id}`, world.admin.token)).status).toBe(200);

    expect((await db().doc(`companies/${world.alfa}/fines/${fine.id}`).get()).exists).toBe(false);
    expect(await deadlineEntry(fine.id)).toBeNull();
    expect(blobsOf(world.alfa).some((b) => b.includes(`/fines/${fine.id}/`))).toBe(false);
  });

  it('when its vehicle is renamed, then the fine and its deadline entry show the new name and plate', async () => {
    const car = await newVehicle();
    const fine = await createFine({ vehicleId: car.id });
    const renamed = await call(
      'put',
      `/api/vehicles/${car.id}`,
      world.admin.token,
      validVehicle({ name: 'Caminhão Renomeado', plate: 'REN1A23' }),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const after = (await call('get', `/api/fines/${fine.id}`, world.admin.token)).body.data as TrafficFine;
    expect(after.vehicle).toEqual({ id: car.id, name: 'Caminhão Renomeado', plate: 'REN1A23' });
    expect(await deadlineEntry(fine.id)).toMatchObject({
      vehicle: { id: car.id, name: 'Caminhão Renomeado', plate: 'REN1A23' },
    });
  });

  it('when the named driver is deleted, then the fine keeps a pseudonym instead of the name', async () => {
    const pedro = await fieldUser(world.admin.token, 'Pedro Lima');
    const fine = await createFine({ status: 'driver_indicated', driverId: pedro.id });

    expect((await call('delete', `/api/users/${pedro.id}`, world.admin.token)).status).toBe(200);

    const after = (await call('get', `/api/fines/${fine.id}`, world.admin.token)).body.data as TrafficFine;
    expect(after.driver).toEqual({ id: pedro.id, name: (await pseudonymOf(world.alfa, pedro.id)).name });
  });
});

describe('/api/fines: tenancy and roles', () => {
  it('when Beta’s admin reaches for Alfa’s fine, or Alfa’s admin names Beta’s vehicle or driver, then 404 and nothing changes in either company', async () => {
    const fine = await createFine();
    expect((await upload(world.admin.token, fine.id, PDF)).status).toBe(200);
    const [alfaBefore, betaBefore, blobsBefore] = [await stored(), await stored(world.beta), blobsOf(world.alfa)];
    const beta = world.adminBeta.token;

    expect((await call('get', `/api/fines/${fine.id}`, beta)).status).toBe(404);
    expect((await call('put', `/api/fines/${fine.id}`, beta, fineInput(betaCar.id))).status).toBe(404);
    expect((await call('delete', `/api/fines/${fine.id}`, beta)).status).toBe(404);
    expect((await download(beta, fine.id)).status).toBe(404);
    expect((await upload(beta, fine.id, PDF)).status).toBe(404);
    expect((await call('delete', `/api/fines/${fine.id}/attachment`, beta)).status).toBe(404);
    expect((await listFines('', beta)).items.map((f) => f.id)).not.toContain(fine.id);
    const vehicle = await call('post', '/api/fines', world.admin.token, fineInput(betaCar.id));
    expect(vehicle.status).toBe(404);
    expect(vehicle.body.error.message).toBe('Veículo não encontrado');
    const driver = await call(
      'post',
      '/api/fines',
      world.admin.token,
      fineInput(truck.id, { status: 'driver_indicated', driverId: carla.id }),
    );
    expect(driver.status).toBe(404);
    expect(driver.body.error.message).toBe('Condutor não encontrado');
    const suggestion = await call(
      'get',
      `/api/fines/driver-suggestion?vehicleId=${truck.id}&occurredAt=${encodeURIComponent(new Date().toISOString())}`,
      beta,
    );
    expect(suggestion.status).toBe(404);

    expect(await stored()).toBe(alfaBefore);
    expect(await stored(world.beta)).toBe(betaBefore);
    expect(blobsOf(world.alfa)).toEqual(blobsBefore);
  });

  it('when a field user or the superadmin calls the admin routes, then 403; an admin calling /api/me/fines gets 403 too', async () => {
    const fine = await createFine();
    const before = await stored();
    for (const token of [joao.token, world.superadmin.token]) {
      expect((await call('get', '/api/fines', token)).status).toBe(403);
      expect((await call('get', `/api/fines/${fine.id}`, token)).status).toBe(403);
      expect((await call('post', '/api/fines', token, fineInput(truck.id))).status).toBe(403);
      expect((await call('put', `/api/fines/${fine.id}`, token, fineInput(truck.id))).status).toBe(403);
      expect((await call('delete', `/api/fines/${fine.id}`, token)).status).toBe(403);
      expect((await upload(token, fine.id, PDF)).status).toBe(403);
      expect((await download(token, fine.id)).status).toBe(403);
      expect(
        (await call('get', `/api/fines/driver-suggestion?vehicleId=${truck.id}&occurredAt=2026-11-20T10:00:00Z`, token))
          .status,
      ).toBe(403);
    }
    expect((await call('get', '/api/me/fines', world.admin.token)).status).toBe(403);
    expect(await stored()).toBe(before);
  });

  it('when João and Maria each read their fines, then each sees only the ones naming them, never another’s', async () => {
    const [forJoao, forMaria, unnamed] = await Promise.all([
      createFine({ status: 'driver_indicated', driverId: joao.id }),
      createFine({ status: 'paid', driverId: maria.id }),
      createFine(),
    ]);

    const mine = async (user: FieldUser) => {
      const res = await call('get', '/api/me/fines', user.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.items as TrafficFine[]).map((f) => f.id);
    };
    const joaos = await mine(joao);
    const marias = await mine(maria);
    expect(joaos).toContain(forJoao.id);
    expect(joaos).not.toContain(forMaria.id);
    expect(marias).toEqual([forMaria.id]);
    expect([...joaos, ...marias]).not.toContain(unnamed.id);
    expect((await mine(carla)).length).toBe(0);
  });
});

describe('GET /api/fines: filters and pages', () => {
  it('when filtered by deadline, status, vehicle and driver, then only the matching fines, soonest deadline first with a deadline filter', async () => {
    const bus = await newVehicle();
    const late = await createFine({ vehicleId: bus.id }, 31); // deadline yesterday: NIC risk
    const soon = await createFine({ vehicleId: bus.id }, 25); // 5 days left
    const later = await createFine({ vehicleId: bus.id }, 10); // 20 days left
    const named = await createFine({ vehicleId: bus.id, status: 'driver_indicated', driverId: maria.id }, 31);

    const ids = async (query: string) => (await listFines(`vehicleId=${bus.id}&${query}`)).items.map((f) => f.id);
    expect(await ids('deadline=nic_risk')).toEqual([late.id]);
    expect(await ids('deadline=due_7')).toEqual([soon.id]);
    expect(await ids('deadline=due_30')).toEqual([soon.id, later.id]);
    expect(await ids('status=driver_indicated')).toEqual([named.id]);
    expect(await ids('status=paid&deadline=due_30')).toEqual([]);
    expect(await ids(`driverId=${maria.id}`)).toEqual([named.id]);
    expect(await ids('')).toHaveLength(4);
    const page = await listFines(`vehicleId=${bus.id}&page=2&pageSize=3`);
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(1);
    expect((await call('get', '/api/fines?deadline=amanha', world.admin.token)).status).toBe(400);
  });
});

describe('/api/fines/:id/attachment', () => {
  it('when a PDF and then a JPEG are attached, then each is accepted, the JPEG replaces the PDF (its blob removed) and is served back to the admin', async () => {
    const fine = await createFine();
    const pdf = await upload(world.admin.token, fine.id, PDF);
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect(pdf.body.data).toMatchObject({ contentType: 'application/pdf', size: PDF.length });
    const first = blobsOf(world.alfa).filter((b) => b.includes(`/fines/${fine.id}/`));
    expect(first).toHaveLength(1);

    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const photo = await upload(world.admin.token, fine.id, jpeg, 'foto.jpg', 'image/jpeg');
    expect(photo.status, JSON.stringify(photo.body)).toBe(200);

    const now = blobsOf(world.alfa).filter((b) => b.includes(`/fines/${fine.id}/`));
    expect(now).toHaveLength(1);
    expect(now).not.toEqual(first);
    const got = await download(world.admin.token, fine.id);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Multa_${fine.infractionNumber}_${truck.plate}.jpg"`,
    );
    expect(Buffer.compare(got.body as Buffer, jpeg)).toBe(0);
    expect(
      ((await call('get', `/api/fines/${fine.id}`, world.admin.token)).body.data as TrafficFine).attachment,
    ).toMatchObject({
      contentType: 'image/jpeg',
      size: jpeg.length,
    });

    expect((await call('delete', `/api/fines/${fine.id}/attachment`, world.admin.token)).status).toBe(200);
    expect(blobsOf(world.alfa).filter((b) => b.includes(`/fines/${fine.id}/`))).toEqual([]);
    expect((await download(world.admin.token, fine.id)).status).toBe(404);
  });

  it('when an executable named .pdf is sent, then 415 "Formato não aceito…" and nothing is stored', async () => {
    const fine = await createFine();
    const [before, blobs] = [await stored(), blobsOf(world.alfa)];
    const res = await upload(world.admin.token, fine.id, EXECUTABLE, 'notificacao.pdf', 'application/pdf');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('Formato não aceito: envie um PDF ou uma foto (JPEG, PNG ou WebP)');
    expect(await stored()).toBe(before);
    expect(blobsOf(world.alfa)).toEqual(blobs);
  });

  it.each([
    ['piped', app],
    ['read whole by the platform', buffered],
  ])(
    'when the file is 10 MB and 1 byte (%s), then 413 "Arquivo muito grande (máximo 10 MB)" and nothing is stored; exactly 10 MB is accepted',
    async (_name, server) => {
      const fine = await createFine();
      const [before, blobs] = [await stored(), blobsOf(world.alfa)];
      const tooLarge = Buffer.concat([PDF, Buffer.alloc(MB10 + 1 - PDF.length, 0x20)]);
      const res = await upload(world.admin.token, fine.id, tooLarge, 'notificacao.pdf', 'application/pdf', server);
      expect(res.status).toBe(413);
      expect(res.body.error.message).toBe('Arquivo muito grande (máximo 10 MB)');
      expect(await stored()).toBe(before);
      expect(blobsOf(world.alfa)).toEqual(blobs);

      const exact = await upload(
        world.admin.token,
        fine.id,
        tooLarge.subarray(0, MB10),
        'n.pdf',
        'application/pdf',
        server,
      );
      expect(exact.status, JSON.stringify(exact.body)).toBe(200);
    },
  );

  it('when the fine does not exist, then 404 and no blob is left behind', async () => {
    const blobs = blobsOf(world.alfa);
    const res = await upload(world.admin.token, 'nao-existe', PDF);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Multa não encontrada');
    expect(blobsOf(world.alfa)).toEqual(blobs);
  });
});

describe('GET /api/fines/driver-suggestion', () => {
  const suggest = async (vehicleId: string, at: string) => {
    const res = await call(
      'get',
      `/api/fines/driver-suggestion?vehicleId=${vehicleId}&occurredAt=${encodeURIComponent(at)}`,
      world.admin.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as DriverSuggestion | null;
  };

  it('when João held the vehicle at that moment (his check-out), then he is suggested from custody, even if Maria inspected it that day', async () => {
    const car = await newVehicle();
    await inspect(maria, inspection, car, false);
    const out = await inspect(joao, checkOut, car, true);
    const custodyTrigger = custodyTriggerFor(recordingPushSender());
    await custodyTrigger.handler({
      eventId: `evt-${randomUUID()}`,
      time: Timestamp.now(),
      params: { companyId: world.alfa, docId: String(out.id) },
      before: { ...out, status: 'in_progress' },
      after: out,
    });
    const submittedAt = (out.submittedAt as { toDate(): Date }).toDate();

    expect(await suggest(car.id, new Date(submittedAt.getTime() + 60_000).toISOString())).toEqual({
      driver: { id: joao.id, name: 'João Silva' },
      source: 'custody',
      custodyTimes: { from: 'server', to: null },
    });
  });

  it('when nobody held the vehicle but Maria started a checklist of it that day, then she is suggested from the checklist', async () => {
    const car = await newVehicle();
    const started = await inspect(maria, inspection, car, false);
    const startedAt = (started.startedAt as { toDate(): Date }).toDate();

    expect(await suggest(car.id, startedAt.toISOString())).toEqual({
      driver: { id: maria.id, name: 'Maria Souza' },
      source: 'checklist',
    });
  });

  it('when neither custody nor a checklist that day knows, then no suggestion; bad input is 400', async () => {
    const car = await newVehicle();
    await inspect(maria, inspection, car, false);
    expect(await suggest(car.id, '2020-01-15T12:00:00Z')).toBeNull();
    const bad = await call(
      'get',
      `/api/fines/driver-suggestion?vehicleId=${car.id}&occurredAt=ontem`,
      world.admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Data e hora da infração inválidas: use dd/mm/aaaa e hh:mm');
  });
});
