// `npm run bench:capacity`: the memory and time the heavy functions need, from which their sizes
// in functions/src/index.ts are chosen (docs/benchmarks.md, capacity). Builds functions/lib, makes
// the photos, then runs each scenario in a fresh Node process of its own with the deployed build's
// code and prints its peak RSS (the kernel's VmHWM: the most memory the process ever held) and its
// time:
//   - one 12 MP upload, one at the largest accepted size (24 MP), ten 12 MP uploads at once on
//     one instance: what POST /api/upload does with the bytes (type from the bytes, header check,
//     decode, turn upright, 1600 px JPEG and thumbnail), without Firestore or Storage;
//   - the PDF of 200 questions with 20 photos each (4,000 stored 1600 px photos): each photo read
//     and shrunk to its printed size one at a time, then rendered, as the renderReport trigger
//     does when a report is first asked for.
// No stack is needed; nothing listens on a port.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib.mjs';

const SELF = fileURLToPath(import.meta.url);
const LIB = path.join(ROOT, 'functions/lib');
const QUESTIONS = Number(process.env.QUESTIONS ?? 200);
const PHOTOS_PER_QUESTION = Number(process.env.PHOTOS_PER_QUESTION ?? 20);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const peakRss = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;

/** A photo-like JPEG: smooth noise scaled up (compresses like a camera photo, unlike a flat colour). */
async function cameraJpeg(sharp, width, height, quality, orientation) {
  const small = await sharp({
    create: {
      width: Math.round(width / 8),
      height: Math.round(height / 8),
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  let image = sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

// --- a scenario, in its own process ------------------------------------------------------------
async function scenario(name, dir) {
  const { createRequire } = await import('node:module');
  const require = createRequire(path.join(LIB, 'index.js'));
  const encoder = require(path.join(LIB, 'images/photo-encoder.js'));
  const upload = async (bytes) => {
    const type = await encoder.sniffImageType(bytes);
    const photo = await encoder.encodePhoto(bytes, type);
    if (typeof photo === 'string') throw new Error(`upload refused: ${photo}`);
  };
  const input = (file) => readFileSync(path.join(dir, file));
  let work;
  if (name === 'upload-12mp') {
    const bytes = input('12mp.jpg');
    work = () => upload(bytes);
  } else if (name === 'upload-largest') {
    const bytes = input('24mp.jpg');
    work = () => upload(bytes);
  } else if (name === 'upload-largest-png') {
    const bytes = input('24mp.png');
    work = () => upload(bytes);
  } else if (name === 'upload-12mp-x10') {
    // Ten requests' bodies, as ten uploads arriving at once hold them.
    const bodies = Array.from({ length: 10 }, () => input('12mp.jpg'));
    work = async () => {
      await Promise.all(bodies.map(upload));
    };
  } else if (name === 'pdf') {
    const { renderChecklistReport } = require(path.join(LIB, 'responses/checklist-pdf.js'));
    const { printedCopy } = require(path.join(LIB, 'responses/report-photos.js'));
    const { reportLogo } = require(path.join(LIB, 'platform/report-logo.js'));
    const stored = Array.from({ length: 20 }, (_, i) => `stored-${i}.jpg`);
    const at = new Date().toISOString();
    const questions = Array.from({ length: QUESTIONS }, (_, q) => ({
      id: `q${q}`,
      type: 'photo',
      question: `Foto ${q + 1} do veículo`,
      required: true,
      order: q + 1,
      answer: Array.from({ length: PHOTOS_PER_QUESTION }, (_, p) => `image_ref://img-${q}-${p}`),
      answeredAt: at,
      status: 'approved',
      rejectionReason: null,
      reviewedAt: at,
      reviewedBy: 'ana@alfa.dev',
      history: [],
    }));
    const checklist = {
      id: 'bench',
      companyId: 'alfa',
      userId: 'u1',
      userName: 'João da Silva',
      templateId: 't1',
      templateName: 'Vistoria completa',
      status: 'approved',
      dueDate: at,
      assignedAt: at,
      startedAt: at,
      submittedAt: at,
      questions,
    };
    work = async () => {
      // As responses.service reads them: one stored photo at a time from the blob store (a file
      // read here), shrunk to its printed size before the next.
      const images = new Map();
      let n = 0;
      for (const q of questions) {
        for (const ref of q.answer)
          images.set(ref.slice('image_ref://'.length), await printedCopy(input(stored[n++ % stored.length])));
      }
      const printed = [...images.values()].reduce((sum, b) => sum + b.length, 0);
      const logo = await reportLogo('alfa', { get: async () => null });
      const pdf = await renderChecklistReport({
        companyName: 'Transportes Alfa',
        checklist,
        approvedAt: at,
        generatedAt: new Date(),
        logo,
        images,
      });
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
      return `${mb(pdf.length)}, ${pages} páginas, fotos impressas ${mb(printed)}`;
    };
  }
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const detail = await work();
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(JSON.stringify({ before, peak: peakRss(), seconds, detail: detail ?? '' }));
}

// --- the run --------------------------------------------------------------------------------------
async function main() {
  console.log('bench:capacity: compilando functions/lib…');
  execFileSync('npm', ['run', 'build:deployed', '-w', 'functions'], { cwd: ROOT, stdio: 'ignore' });
  const { createRequire } = await import('node:module');
  const sharp = createRequire(path.join(LIB, 'index.js'))('sharp');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-capacity-'));
  try {
    console.log('bench:capacity: gerando as fotos…');
    writeFileSync(path.join(dir, '12mp.jpg'), await cameraJpeg(sharp, 4000, 3000, 90, 6));
    writeFileSync(path.join(dir, '24mp.jpg'), await cameraJpeg(sharp, 6000, 4000, 90, 6));
    // The worst case for memory: a PNG has no shrink-on-load (a JPEG is decoded at a fraction of
    // its size), and a flat one of 24 MP weighs a few KB, far under the 10 MB limit.
    writeFileSync(
      path.join(dir, '24mp.png'),
      await sharp({
        create: { width: 6000, height: 4000, channels: 4, background: { r: 40, g: 90, b: 160, alpha: 0.8 } },
      })
        .withMetadata({ orientation: 6 })
        .png()
        .toBuffer(),
    );
    for (let i = 0; i < 20; i += 1)
      writeFileSync(path.join(dir, `stored-${i}.jpg`), await cameraJpeg(sharp, 1600, 1200, 80, 0));
    const bytesOf = (file) => readFileSync(path.join(dir, file)).length;
    const size = (file) => (bytesOf(file) < 1024 * 1024 ? kb : mb)(bytesOf(file));
    const scenarios = [
      ['upload-12mp', `1 upload de 12 MP (4000 × 3000, ${size('12mp.jpg')})`],
      ['upload-largest', `1 upload no maior tamanho aceito (24 MP, 6000 × 4000, ${size('24mp.jpg')})`],
      ['upload-largest-png', `1 upload de PNG RGBA de 24 MP, orientação EXIF 6 (${size('24mp.png')})`],
      ['upload-12mp-x10', '10 uploads de 12 MP ao mesmo tempo, 1 instância'],
      ['pdf', `PDF de ${QUESTIONS} questões × ${PHOTOS_PER_QUESTION} fotos (1600 px, ${size('stored-0.jpg')} cada)`],
    ];
    console.log(
      `\nNode ${process.version}, ${process.env.UV_THREADPOOL_SIZE ?? 4} threads do libuv; RSS de pico do processo (VmHWM)\n`,
    );
    for (const [name, label] of scenarios) {
      const child = spawnSync(process.execPath, [SELF, '--scenario', name, dir], {
        encoding: 'utf8',
        maxBuffer: 1024 * 1024,
      });
      if (child.status !== 0) {
        console.error(`${label}: falhou\n${child.stderr}`);
        process.exitCode = 1;
        continue;
      }
      const r = JSON.parse(child.stdout);
      const extra = r.detail ? `; ${r.detail}` : '';
      console.log(
        `${label.padEnd(62)} pico ${mb(r.peak).padStart(7)} (antes ${mb(r.before)})  ${r.seconds.toFixed(2).padStart(7)} s${extra}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--scenario') await scenario(process.argv[3], process.argv[4]);
else await main();
