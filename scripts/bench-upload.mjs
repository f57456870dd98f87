// `npm run bench:upload` (with `npm start` running): for a 12 MP phone photo (4000×3000, JPEG
// quality 92, EXIF orientation 6), how long the web app's compressPhoto takes in Chromium and
// what it leaves, then how long `POST /api/upload` takes on the local stack (p50/p95), for the
// compressed photo and for the original. The uploads are images no answer references: the
// removeOrphanImages sweep takes them away once they are a day old.
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { build } from 'vite';
import { ROOT, benchApi, demoIdToken } from './lib.mjs';

const BASE = process.env.CHECKFROTA_URL ?? 'http://127.0.0.1:5000';
const AUTH = process.env.CHECKFROTA_AUTH_URL ?? 'http://127.0.0.1:9099';
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const ORIGINAL_ROUNDS = Number(process.env.ORIGINAL_ROUNDS ?? 5);
const COMPRESS_ROUNDS = 5;
const FIELD_USER = { uid: 'alfa-joao', email: 'joao@alfa.dev' };
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** A 12 MP photo with a camera's texture (smooth shapes and sensor noise), stored sideways with orientation 6. */
async function twelveMegapixelPhoto() {
  const [width, height] = [4000, 3000];
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((seed >> 16) % 40) - 20;
      const i = (y * width + x) * 3;
      raw[i] = 128 + 90 * Math.sin(x / 97) * Math.cos(y / 61) + noise;
      raw[i + 1] = 120 + 80 * Math.sin((x + y) / 143) + noise;
      raw[i + 2] = 110 + 70 * Math.cos(x / 211 - y / 89) + noise;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** web/src/lib/compress-photo.ts as Vite builds it for the app (same aliases), as one ES module. */
async function compressPhotoModule() {
  const web = path.join(ROOT, 'web');
  const result = await build({
    configFile: false,
    root: web,
    logLevel: 'warn',
    resolve: { alias: { '@domain': path.join(ROOT, 'functions/src/domain') } },
    build: {
      write: false,
      lib: { entry: path.join(web, 'src/lib/compress-photo.ts'), formats: ['es'], fileName: 'compress-photo' },
    },
  });
  return (Array.isArray(result) ? result[0] : result).output[0].code;
}

/** Runs compressPhoto in Chromium on the photo: each round's time, and the last result's bytes and size. */
async function compressInChromium(photo) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const files = {
      '/': { type: 'text/html', body: '<!doctype html><title>bench</title>' },
      '/compress-photo.js': { type: 'text/javascript', body: await compressPhotoModule() },
      '/photo.jpg': { type: 'image/jpeg', body: photo },
    };
    await page.route('http://bench.local/**', (route) => {
      const file = files[new URL(route.request().url()).pathname];
      return file
        ? route.fulfill({ status: 200, contentType: file.type, body: file.body })
        : route.fulfill({ status: 404 });
    });
    await page.goto('http://bench.local/');
    const result = await page.evaluate(async (rounds) => {
      const { compressPhoto } = await import('/compress-photo.js');
      const original = await (await fetch('/photo.jpg')).blob();
      const times = [];
      let blob;
      for (let i = 0; i < rounds; i += 1) {
        const started = performance.now();
        blob = await compressPhoto(original);
        times.push(performance.now() - started);
      }
      const bitmap = await globalThis.createImageBitmap(blob);
      const bytes = Array.from(new Uint8Array(await blob.arrayBuffer()));
      return { times, width: bitmap.width, height: bitmap.height, type: blob.type, bytes };
    }, COMPRESS_ROUNDS);
    return { ...result, bytes: Buffer.from(result.bytes) };
  } finally {
    await browser.close();
  }
}

const idToken = (email) => demoIdToken(AUTH, email);

const api = benchApi(BASE);

const photoQuestionOf = (checklist) => checklist.questions.find((q) => q.type === 'photo' && q.status !== 'approved');

/**
 * One of João's checklists open for answers with a photo question: one in progress, else a
 * pending one started through the API, else one assigned for the bench (removed at the end).
 */
async function openPhotoQuestion(field) {
  for (const status of ['in_progress', 'pending']) {
    const page = await api('GET', `/checklists?status=${status}&pageSize=100`, field);
    for (const summary of page.items) {
      const checklist = await api('GET', `/checklists/${summary.id}`, field);
      const question = photoQuestionOf(checklist);
      if (!question) continue;
      if (status === 'pending') await api('POST', `/checklists/${checklist.id}/start`, field);
      return { checklistId: checklist.id, questionId: question.id, assigned: null };
    }
  }
  const admin = await idToken('admin@alfa.dev');
  const templates = await api('GET', '/templates?pageSize=100', admin);
  const template = templates.items.find((t) => t.isActive && t.questions?.some((q) => q.type === 'photo'));
  if (!template) throw new Error('nenhum template ativo com questão de foto na Transportes Alfa');
  const { ids } = await api('POST', '/checklists/assign', admin, {
    templateId: template.id,
    dueDate: new Date(Date.now() + 86_400_000).toISOString(),
    userIds: [FIELD_USER.uid],
  });
  const checklist = await api('POST', `/checklists/${ids[0]}/start`, field);
  return { checklistId: ids[0], questionId: photoQuestionOf(checklist).id, assigned: { admin, id: ids[0] } };
}

async function uploadTimes(field, target, bytes, rounds) {
  const times = [];
  for (let i = 0; i < rounds; i += 1) {
    const form = new FormData();
    form.set('checklistId', target.checklistId);
    form.set('questionId', target.questionId);
    form.set('file', new Blob([bytes], { type: 'image/jpeg' }), 'foto.jpg');
    const started = performance.now();
    const res = await fetch(`${BASE}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${field}` },
      body: form,
    });
    const json = await res.json();
    times.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${json.error?.message}`);
  }
  return times;
}

const photo = await twelveMegapixelPhoto();
const compressed = await compressInChromium(photo);
console.log(
  `compressPhoto no Chromium, foto de 12 MP (4000×3000, ${kb(photo.length)}, orientação EXIF 6), ${COMPRESS_ROUNDS} vezes: ` +
    `primeira ${compressed.times[0].toFixed(0)} ms, mediana ${percentile(compressed.times, 0.5).toFixed(0)} ms → ` +
    `${compressed.type} ${compressed.width}×${compressed.height}, ${kb(compressed.bytes.length)}`,
);

const field = await idToken(FIELD_USER.email);
const target = await openPhotoQuestion(field);
try {
  const small = await uploadTimes(field, target, compressed.bytes, ROUNDS);
  console.log(
    `POST /api/upload da foto comprimida (${kb(compressed.bytes.length)}), ${ROUNDS} vezes: ` +
      `p50 ${percentile(small, 0.5).toFixed(0)} ms, p95 ${percentile(small, 0.95).toFixed(0)} ms`,
  );
  const large = await uploadTimes(field, target, photo, ORIGINAL_ROUNDS);
  console.log(
    `POST /api/upload da foto original (${kb(photo.length)}), ${ORIGINAL_ROUNDS} vezes: ` +
      `p50 ${percentile(large, 0.5).toFixed(0)} ms, p95 ${percentile(large, 0.95).toFixed(0)} ms`,
  );
} finally {
  if (target.assigned)
    await api('DELETE', `/users/${FIELD_USER.uid}/checklists/${target.assigned.id}`, target.assigned.admin);
}
