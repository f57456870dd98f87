import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldChecklist } from '../domain/checklists/checklist.schema';
import type { ImageInfo } from '../domain/images/image.schema';
import type { Template, TemplateInput } from '../domain/templates/template.schema';
import type { CompanyUser } from '../domain/users/user.schema';
import { createApp } from '../app';
import { decodeCount } from './photo-encoder';
import { config } from '../platform/config';
import { db } from '../platform/firebase';
import { type TestAccount } from '../testing/accounts';
import { snapshotCompany } from '../testing/firestore-snapshot';
import { validTemplate } from '../testing/fixtures';
import { call } from '../testing/http';
import { assign, fieldUser, startedChecklist as startChecklist, twoCompanies } from '../testing/world';
import { rateLimitsWith } from '../testing/rate-limits';

const MB10 = 10 * 1024 * 1024;
const TOO_LARGE = 'Arquivo muito grande (máximo 10 MB)';
const UNSUPPORTED = 'Formato de imagem não suportado';

/** The API as tests usually call it: supertest pipes the body into the request. */
const piped = createApp();

/**
 * The API as a deployed function runs it: the Functions Framework has read the whole body into
 * `req.rawBody` before the app runs (the Functions emulator does the same), so nothing is piped.
 */
const buffered = express()
  .use(express.raw({ type: () => true, limit: '32mb' }), (req, _res, next) => {
    (req as express.Request & { rawBody?: Buffer }).rawBody = req.body as Buffer;
    req.body = undefined;
    next();
  })
  .use(createApp());

let alfa: string;
let beta: string;
let admin: TestAccount;
let adminBeta: TestAccount;
let superadmin: TestAccount;
let joao: CompanyUser & { token: string };
let maria: CompanyUser & { token: string };
let carla: CompanyUser & { token: string };
let template: Template;
const QUESTIONS: TemplateInput['questions'] = [
  { type: 'photo', question: 'Foto do painel' },
  { type: 'boolean', question: 'Os faróis funcionam?' },
  { type: 'boolean', question: 'Os pneus estão bons?', requirePhotoOnNo: true },
];

/** João's checklist in progress, with its photo question, its yes/no question and the yes/no one asking a photo on 'Não'. */
let open: { id: string; photo: string; yesNo: string; yesNoWithPhoto: string };

/** A checklist of João's, started, with the ids of its questions. */
async function startedChecklist(user = joao, adminToken = admin.token, templateId = template.id) {
  const { id, questions } = await startChecklist(user, adminToken, templateId);
  return {
    id,
    photo: questions.find((q) => q.type === 'photo')!.id,
    yesNo: questions.find((q) => q.type === 'boolean' && !q.requirePhotoOnNo)!.id,
    yesNoWithPhoto: questions.find((q) => q.requirePhotoOnNo)!.id,
  };
}

/** A photo as a phone takes it: sideways in its pixels, upright by its EXIF orientation, with personal metadata. */
function phonePhoto(width = 2000, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'João da Silva', Copyright: 'Segredo' } })
    .toBuffer();
}

/** A valid JPEG of exactly `total` bytes: comment segments after the start marker, which decoders skip. */
async function jpegOfSize(total: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();
  let missing = total - jpeg.length;
  const segments: Buffer[] = [];
  while (missing > 0) {
    let size = Math.min(missing, 0xffff + 2);
    if (missing - size > 0 && missing - size < 4) size -= 4;
    const segment = Buffer.alloc(size, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    missing -= size;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a PNG of a few hundred bytes whose header declares 7,000 × 7,000 RGB pixels (147 MB decoded). */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(7000, 0);
  header.writeUInt32BE(7000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(20 * 21001))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

interface UploadOptions {
  app?: express.Express;
  fields?: Record<string, string>;
  filename?: string;
  contentType?: string;
}

function upload(token: string, bytes: Buffer | null, options: UploadOptions = {}) {
  const fields = options.fields ?? { checklistId: open.id, questionId: open.photo };
  let req = request(options.app ?? piped)
    .post('/api/upload')
    .set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  if (bytes)
    req = req.attach('file', bytes, {
      filename: options.filename ?? 'foto.jpg',
      contentType: options.contentType ?? 'image/jpeg',
    });
  return req;
}

const fetchImage = (token: string, id: string, query = '') =>
  request(piped)
    .get(`/api/checklists/image/${id}${query}`)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** Every file of the company in the blob store's local folder, relative to it. */
function blobsOf(company: string): string[] {
  const root = path.join(config.localBlobDir!, 'companies', company);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(config.localBlobDir!, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The company's image documents and blobs, to show that a refused upload stored nothing. */
async function storedState(company = alfa) {
  return { docs: await snapshotCompany(company, ['images']), blobs: blobsOf(company) };
}

beforeAll(async () => {
  ({ alfa, beta, admin, adminBeta, superadmin } = await twoCompanies());
  template = (await call('post', '/api/templates', admin.token, validTemplate({ questions: QUESTIONS }))).body
    .data as Template;
  [joao, maria] = [await fieldUser(admin.token, 'João'), await fieldUser(admin.token, 'Maria')];
  carla = await fieldUser(adminBeta.token, 'Carla');
  open = await startedChecklist();
});

describe.each([
  ['piped into the request (local)', piped],
  ['already read into rawBody (deployed function)', buffered],
])('POST /api/upload with the body %s', (_transport, app) => {
  it('when João sends a phone photo to his open photo question, then it is stored upright, at most 1600 px, without metadata, with a thumbnail', async () => {
    const res = await upload(joao.token, await phonePhoto(), { app });
    expect(res.status).toBe(201);
    const { id, url } = res.body.data as { id: string; url: string };
    expect(url).toBe(`image_ref://${id}`);

    const doc = (await db().doc(`companies/${alfa}/images/${id}`).get()).data()!;
    expect(doc).toMatchObject({
      checklistId: open.id,
      questionId: open.photo,
      uploader: joao.id,
      contentType: 'image/jpeg',
      width: 800,
      height: 1600,
    });
    expect(doc.uploadedAt.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);

    const full = await fetchImage(joao.token, id);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.body.length).toBe(doc.size);
    const meta = await sharp(full.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      'jpeg',
      800,
      1600,
      undefined,
      undefined,
    ]);

    const thumb = await fetchImage(joao.token, id, '?size=thumb');
    const thumbMeta = await sharp(thumb.body as Buffer).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([160, 320]);
  });

  it('when the file is exactly 10 MB, then it is accepted', async () => {
    const bytes = await jpegOfSize(MB10);
    expect(bytes.length).toBe(MB10);
    const res = await upload(joao.token, bytes, { app });
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(/^image_ref:\/\//);
  });

  it('when the file is 10 MB and 1 byte, then 413 "Arquivo muito grande (máximo 10 MB)", and no blob and no document', async () => {
    const before = await storedState();
    const res = await upload(joao.token, await jpegOfSize(MB10 + 1), { app });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'too_large', message: TOO_LARGE });
    expect(await storedState()).toEqual(before);
  });

  it('when a text file is named .jpg or an SVG is sent, then 415 "Formato de imagem não suportado" and nothing is stored', async () => {
    const before = await storedState();
    const text = await upload(joao.token, Buffer.from('isto não é uma foto\n'), { app, filename: 'foto.jpg' });
    const svg = await upload(
      joao.token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      { app, filename: 'desenho.svg', contentType: 'image/svg+xml' },
    );
    for (const res of [text, svg]) {
      expect(res.status).toBe(415);
      expect(res.body.error).toEqual({ code: 'unsupported_media_type', message: UNSUPPORTED });
    }
    expect(await storedState()).toEqual(before);
  });

  it('when a PNG of a few hundred bytes declares 7,000 × 7,000 pixels, then 413 from its header, nothing decoded and nothing stored', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(4096);
    const before = await storedState();
    const decodedBefore = decodeCount();
    const res = await upload(joao.token, bomb, { app, filename: 'foto.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'too_large', message: 'Imagem grande demais (máximo 24 megapixels)' });
    expect(decodeCount()).toBe(decodedBefore);
    expect(await storedState()).toEqual(before);
  });

  it('when the form ends before its closing boundary, then 400 at once and nothing is stored', async () => {
    const before = await storedState();
    const boundary = 'corte';
    const cut = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="checklistId"\r\n\r\n${open.id}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      (await phonePhoto()).subarray(0, 500),
    ]);
    const res = await request(app)
      .post('/api/upload')
      .set('Authorization', `Bearer ${joao.token}`)
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(cut);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('O envio da imagem foi interrompido. Tente novamente.');
    expect(await storedState()).toEqual(before);
  });
});

describe('POST /api/upload: the per-user limit', () => {
  it('when João passes the limit of uploads, then 429 with Retry-After in Portuguese and nothing stored; Maria is served; after the window, so is João', async () => {
    let clock = new Date('2030-01-01T08:00:50.000Z');
    const limited = createApp({
      rateLimits: rateLimitsWith('upload', 2),
      now: () => clock,
    });
    const mine = await startedChecklist();
    const hers = await startedChecklist(maria);
    const to = (c: typeof mine) => ({ checklistId: c.id, questionId: c.photo });
    const bytes = await phonePhoto(200, 100);

    for (let i = 0; i < 2; i += 1)
      expect((await upload(joao.token, bytes, { app: limited, fields: to(mine) })).status).toBe(201);
    const before = await storedState();
    const refused = await upload(joao.token, bytes, { app: limited, fields: to(mine) });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Muitas requisições. Tente novamente em 10 segundos.',
    });
    expect(await storedState()).toEqual(before);

    expect((await upload(maria.token, bytes, { app: limited, fields: to(hers) })).status).toBe(201);

    clock = new Date('2030-01-01T08:01:00.000Z');
    expect((await upload(joao.token, bytes, { app: limited, fields: to(mine) })).status).toBe(201);
  });
});

describe('POST /api/upload: what is refused', () => {
  it('when the declared length is beyond 10 MB, then 413 before the body is parsed', async () => {
    const before = await storedState();
    const res = await upload(joao.token, Buffer.alloc(MB10 + 200_000, 0xff));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(TOO_LARGE);
    expect(await storedState()).toEqual(before);
  });

  it('when the body stops arriving half-way, then 400 within 5 s and nothing is stored', async () => {
    const before = await storedState();
    const server = piped.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const boundary = 'meio';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="checklistId"\r\n\r\n${open.id}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="questionId"\r\n\r\n${open.photo}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        await phonePhoto(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const started = performance.now();
      const req = http.request({
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        method: 'POST',
        path: '/api/upload',
        headers: {
          authorization: `Bearer ${joao.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      });
      req.on('error', () => {});
      req.write(body.subarray(0, Math.floor(body.length / 2)));
      const [res] = (await once(req, 'response')) as [http.IncomingMessage];
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      const elapsed = performance.now() - started;
      req.destroy();
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(Buffer.concat(chunks).toString()).error.message).toBe(
        'O envio da imagem foi interrompido. Tente novamente.',
      );
      expect(elapsed).toBeLessThan(5000);
    } finally {
      server.close();
    }
    expect(await storedState()).toEqual(before);
  });

  it('when the file name climbs out with ../, then the stored name is the server’s and the client’s name is nowhere', async () => {
    const res = await upload(joao.token, await phonePhoto(), { filename: '../../../../etc/x.jpg' });
    expect(res.status).toBe(201);
    const id = res.body.data.id as string;
    const doc = (await db().doc(`companies/${alfa}/images/${id}`).get()).data()!;
    const prefix = `companies/${alfa}/checklists/${open.id}/${id}-`;
    expect(doc.path).toMatch(new RegExp(`^${prefix}[0-9a-f]{12}\\.jpg$`));
    expect(doc.thumbPath).toBe(doc.path.replace(/\.jpg$/, '_thumb.jpg'));
    expect(JSON.stringify(doc)).not.toMatch(/x\.jpg|\.\.|etc/);
    expect(blobsOf(alfa)).toEqual(expect.arrayContaining([doc.path, doc.thumbPath]));
    expect(existsSync(path.join(config.localBlobDir!, 'etc'))).toBe(false);
  });

  it('when no file is sent, or JSON instead of a form, then 400 and nothing is stored', async () => {
    const before = await storedState();
    const none = await upload(joao.token, null);
    const json = await call('post', '/api/upload', joao.token, { checklistId: open.id, questionId: open.photo });
    for (const res of [none, json]) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Selecione uma imagem para enviar');
    }
    expect(await storedState()).toEqual(before);
  });

  it('when two files, an unknown field or a bad id are sent, then 400 with the reason and nothing is stored', async () => {
    const before = await storedState();
    const photo = await phonePhoto(200, 100);
    const two = await upload(joao.token, photo).attach('file', photo, 'outra.jpg');
    expect(two.status).toBe(400);
    expect(two.body.error.message).toBe('Envie uma imagem por vez');

    const extra = await upload(joao.token, photo, {
      fields: { checklistId: open.id, questionId: open.photo, companyId: beta },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toBe('Campo não permitido: companyId');

    const badId = await upload(joao.token, photo, { fields: { checklistId: '../x', questionId: open.photo } });
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toBe('Parâmetros inválidos');
    expect(await storedState()).toEqual(before);
  });

  it('when the checklist is another company’s or another user’s, then 404 and nothing is stored in either company', async () => {
    const betaTemplate = (
      await call('post', '/api/templates', adminBeta.token, validTemplate({ questions: QUESTIONS }))
    ).body.data as Template;
    const carlas = await startedChecklist(carla, adminBeta.token, betaTemplate.id);
    const before = [await storedState(alfa), await storedState(beta)];
    const photo = await phonePhoto(200, 100);

    const otherCompany = await upload(joao.token, photo, {
      fields: { checklistId: carlas.id, questionId: carlas.photo },
    });
    const otherUser = await upload(maria.token, photo);
    for (const res of [otherCompany, otherUser]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Checklist não encontrado');
    }
    expect([await storedState(alfa), await storedState(beta)]).toEqual(before);
  });

  it('when an admin or the superadmin uploads, then 403 and nothing is stored', async () => {
    const before = await storedState();
    const photo = await phonePhoto(200, 100);
    for (const token of [admin.token, superadmin.token]) expect((await upload(token, photo)).status).toBe(403);
    expect(await storedState()).toEqual(before);
  });

  it('when the question is not a photo, is missing, or its checklist is not open for answers, then refused with the reason', async () => {
    const before = await storedState();
    const photo = await phonePhoto(200, 100);
    const notPhoto = await upload(joao.token, photo, { fields: { checklistId: open.id, questionId: open.yesNo } });
    expect([notPhoto.status, notPhoto.body.error.message]).toEqual([400, 'Esta questão não aceita fotos']);

    const missing = await upload(joao.token, photo, {
      fields: { checklistId: open.id, questionId: 'question_nao_existe' },
    });
    expect([missing.status, missing.body.error.message]).toEqual([404, 'Questão não encontrada neste checklist']);

    const pending = await assign(admin.token, template.id, joao.id);
    const photoQuestion = ((await call('get', `/api/checklists/${pending}`, joao.token)).body.data as FieldChecklist)
      .questions[0]!.id;
    const closed = await upload(joao.token, photo, { fields: { checklistId: pending, questionId: photoQuestion } });
    expect([closed.status, closed.body.error.message]).toEqual([409, 'Este checklist não está aberto para respostas']);
    expect(await storedState()).toEqual(before);
  });

  it('when the answer was approved, then 409 "Esta resposta já foi aprovada e não pode ser alterada"', async () => {
    const checklist = await startedChecklist();
    const ref = db().doc(`companies/${alfa}/checklists/${checklist.id}`);
    const questions = (await ref.get())
      .data()!
      .questions.map((q: Record<string, unknown>) => ({ ...q, status: 'approved' }));
    await ref.update({ questions, status: 'rejected' });
    const res = await upload(joao.token, await phonePhoto(200, 100), {
      fields: { checklistId: checklist.id, questionId: checklist.photo },
    });
    expect([res.status, res.body.error.message]).toEqual([
      409,
      'Esta resposta já foi aprovada e não pode ser alterada',
    ]);
  });
});

describe('POST /api/upload of a photo justifying a "Não"', () => {
  it('when the yes/no question asks for a photo on "Não", then the photo is taken, with where it was taken', async () => {
    const fields = {
      checklistId: open.id,
      questionId: open.yesNoWithPhoto,
      latitude: '-23.5505',
      longitude: '-46.6333',
      accuracy: '15',
    };
    const res = await upload(joao.token, await phonePhoto(200, 100), { fields });
    expect(res.status).toBe(201);
    const { id } = res.body.data as { id: string };
    const doc = (await db().doc(`companies/${alfa}/images/${id}`).get()).data()!;
    expect(doc).toMatchObject({
      questionId: open.yesNoWithPhoto,
      location: { latitude: -23.5505, longitude: -46.6333, accuracy: 15 },
    });

    const answer = await call('put', `/api/checklists/${open.id}/answers/${open.yesNoWithPhoto}`, joao.token, {
      answer: false,
      photos: [res.body.data.url],
    });
    expect(answer.status).toBe(200);
    const list = await call('get', '/api/checklists/images/list?pageSize=100', admin.token);
    expect((list.body.data.items as ImageInfo[]).find((i) => i.id === id)!.location).toEqual({
      latitude: -23.5505,
      longitude: -46.6333,
      accuracy: 15,
    });
  });

  it('when no position is sent, then the image has none', async () => {
    const res = await upload(joao.token, await phonePhoto(200, 100), {
      fields: { checklistId: open.id, questionId: open.yesNoWithPhoto },
    });
    expect(res.status).toBe(201);
    expect((await db().doc(`companies/${alfa}/images/${res.body.data.id}`).get()).data()!.location).toBeNull();
  });

  it('when the yes/no question asks for no photo, then it is refused as before and nothing is stored', async () => {
    const before = await storedState();
    const res = await upload(joao.token, await phonePhoto(200, 100), {
      fields: { checklistId: open.id, questionId: open.yesNo },
    });
    expect([res.status, res.body.error.message]).toEqual([400, 'Esta questão não aceita fotos']);
    expect(await storedState()).toEqual(before);
  });

  it.each([
    [
      { latitude: '-91', longitude: '0', accuracy: '5' },
      'Localização inválida: a latitude deve ser um número entre -90 e 90',
    ],
    [
      { latitude: '0', longitude: 'oeste', accuracy: '5' },
      'Localização inválida: a longitude deve ser um número entre -180 e 180',
    ],
    [{ latitude: '0', longitude: '0' }, 'Localização incompleta: envie latitude, longitude e precisão'],
  ])('when the position is %j, then 400 "%s" and nothing is stored', async (position, message) => {
    const before = await storedState();
    const fields = { checklistId: open.id, questionId: open.yesNoWithPhoto, ...position };
    const res = await upload(joao.token, await phonePhoto(200, 100), { fields });
    expect([res.status, res.body.error.message]).toEqual([400, message]);
    expect(await storedState()).toEqual(before);
  });
});

describe('POST /api/upload sent again with the same uploadId', () => {
  it('when the same upload arrives twice, one after the other or at once, then one image with one pair of blobs', async () => {
    const checklist = await startedChecklist();
    const fields = (uploadId: string) => ({ checklistId: checklist.id, questionId: checklist.photo, uploadId });
    const photo = await phonePhoto(400, 200);

    const first = await upload(joao.token, photo, { fields: fields('fila-1') });
    const again = await upload(joao.token, photo, { fields: fields('fila-1') });
    expect(first.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);

    const racing = await Promise.all([1, 2, 3].map(() => upload(joao.token, photo, { fields: fields('fila-2') })));
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(racing.map((r) => r.body.data.id)).size).toBe(1);

    const images = await db().collection(`companies/${alfa}/images`).where('checklistId', '==', checklist.id).get();
    expect(images.size).toBe(2);
    expect(blobsOf(alfa).filter((blob) => blob.includes(`/${checklist.id}/`))).toHaveLength(4);
  });

  it('when another user sends the same uploadId, then it is an image of their own', async () => {
    const mine = await startedChecklist(maria);
    const joaos = await upload(joao.token, await phonePhoto(200, 100), {
      fields: { checklistId: open.id, questionId: open.photo, uploadId: 'comum' },
    });
    const marias = await upload(maria.token, await phonePhoto(200, 100), {
      fields: { checklistId: mine.id, questionId: mine.photo, uploadId: 'comum' },
    });
    expect([joaos.status, marias.status]).toEqual([201, 201]);
    expect(marias.body.data.id).not.toBe(joaos.body.data.id);
  });

  it('when an uploadId is reused for another question, then 409 and nothing more is stored', async () => {
    const checklist = await startedChecklist();
    const photo = await phonePhoto(200, 100);
    expect(
      (await upload(joao.token, photo, { fields: { checklistId: open.id, questionId: open.photo, uploadId: 'reuso' } }))
        .status,
    ).toBe(201);
    const before = await storedState();
    const res = await upload(joao.token, photo, {
      fields: { checklistId: checklist.id, questionId: checklist.photo, uploadId: 'reuso' },
    });
    expect([res.status, res.body.error.message]).toEqual([409, 'Este envio já foi usado para outra questão']);
    expect(await storedState()).toEqual(before);
  });
});

describe('GET /api/checklists/image/:imageId', () => {
  let id: string;
  beforeAll(async () => {
    id = (await upload(joao.token, await phonePhoto(300, 200))).body.data.id;
  });

  it('when the checklist’s user or an admin of the company asks, then the bytes with their type, cached privately for five minutes', async () => {
    for (const token of [joao.token, admin.token]) {
      const res = await fetchImage(token, id);
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'cache-control': 'private, max-age=300',
        'x-content-type-options': 'nosniff',
      });
      expect((res.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  it('when another company’s admin, another user of the company or a missing id is asked for, then 404 "Imagem não encontrada"', async () => {
    for (const [token, imageId] of [
      [adminBeta.token, id],
      [carla.token, id],
      [maria.token, id],
      [joao.token, 'nao-existe'],
    ] as const) {
      const res = await call('get', `/api/checklists/image/${imageId}`, token);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Imagem não encontrada');
    }
  });

  it('when the superadmin names the image’s company, then its bytes; another company, then 404', async () => {
    const readsOf = async (companyId: string) =>
      (await db().collection(`companies/${companyId}/audit`).where('actorUid', '==', superadmin.uid).get()).docs
        .map((entry) => entry.data())
        .filter((entry) => entry.record.label === `Imagem ${id}`);
    const res = await fetchImage(superadmin.token, id, `?companyId=${alfa}&size=thumb`);
    expect(res.status).toBe(200);
    expect((res.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const elsewhere = await call('get', `/api/checklists/image/${id}?companyId=${beta}`, superadmin.token);
    expect([elsewhere.status, elsewhere.body.error.message]).toEqual([404, 'Imagem não encontrada']);
    // Its read is in the image's company's trail, on the checklist the photo belongs to; the refused one in none.
    expect(await readsOf(alfa)).toEqual([
      expect.objectContaining({
        action: 'company.read_by_superadmin',
        actor: expect.objectContaining({ uid: superadmin.uid, role: 'superadmin' }),
        record: { type: 'checklist', id: open.id, label: `Imagem ${id}` },
      }),
    ]);
    expect(await readsOf(beta)).toEqual([]);
  });

  it('when its admin or the field user who sent it reads an image, then the trail has no entry of it', async () => {
    expect((await fetchImage(admin.token, id)).status).toBe(200);
    expect((await fetchImage(joao.token, id)).status).toBe(200);
    const trail = await db().collection(`companies/${alfa}/audit`).where('recordId', '==', open.id).get();
    const theirs = trail.docs.map((entry) => entry.data()).filter((entry) => entry.actorUid !== superadmin.uid);
    expect(theirs.filter((entry) => String(entry.record.label).startsWith('Imagem'))).toEqual([]);
  });

  it('when an admin or a field user names another company, then 404 and nothing of it; their own named is theirs', async () => {
    for (const [token, companyId] of [
      [adminBeta.token, alfa],
      [admin.token, beta],
      [joao.token, beta],
    ] as const) {
      const res = await call('get', `/api/checklists/image/${id}?companyId=${companyId}`, token);
      expect([res.status, res.body.error.message]).toEqual([404, 'Imagem não encontrada']);
    }
    expect((await fetchImage(admin.token, id, `?companyId=${alfa}`)).status).toBe(200);
  });

  it('when the superadmin names no company or a malformed one, or the id or size is malformed or unknown, then 400 in Portuguese', async () => {
    const unnamed = await call('get', `/api/checklists/image/${id}`, superadmin.token);
    expect([unnamed.status, unnamed.body.error.message]).toEqual([400, 'Erro: ID da empresa não encontrado']);
    const malformed = await call('get', `/api/checklists/image/${id}?companyId=a.b`, superadmin.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toContain('Parâmetros inválidos');
    expect((await call('get', '/api/checklists/image/a.b', joao.token)).status).toBe(400);
    expect((await call('get', `/api/checklists/image/${id}?size=original`, joao.token)).status).toBe(400);
    expect((await call('get', `/api/checklists/image/${id}?width=10`, joao.token)).status).toBe(400);
  });
});

describe('GET /api/checklists/images/list', () => {
  it('when an admin lists, then the company’s images only, newest first, paged, without blob paths', async () => {
    const newest = (await upload(joao.token, await phonePhoto(200, 100))).body.data.id as string;
    const res = await call('get', '/api/checklists/images/list?pageSize=2', admin.token);
    expect(res.status).toBe(200);
    const page = res.body.data as { items: ImageInfo[]; total: number; page: number; pageSize: number };
    expect(page.items[0]!.id).toBe(newest);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBe((await db().collection(`companies/${alfa}/images`).count().get()).data().count);
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      [
        'checklistId',
        'contentType',
        'height',
        'id',
        'location',
        'questionId',
        'size',
        'uploadedAt',
        'uploader',
        'width',
      ].sort(),
    );

    const other = await call('get', '/api/checklists/images/list', adminBeta.token);
    expect((other.body.data.items as ImageInfo[]).map((i) => i.checklistId)).not.toContain(open.id);
  });

  it('when the superadmin lists with a company, then that company’s images, as its admin sees them', async () => {
    const asSuperadmin = await call(
      'get',
      `/api/checklists/images/list?companyId=${alfa}&pageSize=5`,
      superadmin.token,
    );
    expect(asSuperadmin.status).toBe(200);
    const asAdmin = await call('get', '/api/checklists/images/list?pageSize=5', admin.token);
    expect(asSuperadmin.body.data).toEqual(asAdmin.body.data);
    expect((asSuperadmin.body.data.items as ImageInfo[]).length).toBeGreaterThan(0);
  });

  it('when an admin names another company, then 404 and nothing of it; their own named is their list', async () => {
    const other = await call('get', `/api/checklists/images/list?companyId=${alfa}`, adminBeta.token);
    expect([other.status, other.body.error.message]).toEqual([404, 'Imagem não encontrada']);
    expect(other.body.data).toBeUndefined();
    const own = await call('get', `/api/checklists/images/list?companyId=${alfa}&pageSize=5`, admin.token);
    expect(own.body.data).toEqual((await call('get', '/api/checklists/images/list?pageSize=5', admin.token)).body.data);
  });

  it('when a field user lists, then 403; the superadmin without a company, a malformed one or an unknown field, then 400 in Portuguese', async () => {
    expect((await call('get', '/api/checklists/images/list', joao.token)).status).toBe(403);
    expect((await call('get', `/api/checklists/images/list?companyId=${alfa}`, joao.token)).status).toBe(403);
    const unnamed = await call('get', '/api/checklists/images/list', superadmin.token);
    expect([unnamed.status, unnamed.body.error.message]).toEqual([400, 'Erro: ID da empresa não encontrado']);
    const malformed = await call('get', '/api/checklists/images/list?companyId=a%2Fb', superadmin.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toContain('Parâmetros inválidos');
    expect((await call('get', '/api/checklists/images/list?search=x', admin.token)).status).toBe(400);
  });
});
