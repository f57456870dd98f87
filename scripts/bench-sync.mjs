// `npm run bench:sync` (with `npm start` running): the phone app in Chromium fills a checklist
// without a network (9 numbers and a question with 3 photos: 10 answers and 3 photos), then the
// network returns: how long until every queued write is on the server, from the reconnect to the
// app's 'Tudo enviado!' (checked through the API). ROUNDS rounds, each on a new checklist of a template made for the bench; both are
// removed at the end.
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { benchApi, demoIdToken } from './lib.mjs';

const BASE = process.env.CHECKFROTA_URL ?? 'http://127.0.0.1:5000';
const AUTH = process.env.CHECKFROTA_AUTH_URL ?? 'http://127.0.0.1:9099';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const FIELD_USER = { uid: 'alfa-joao', email: 'joao@alfa.dev' };
const NUMBERS = 9;
const PHOTOS = 3;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ALL_SENT = 'Tudo enviado! Suas respostas estão no servidor.';

const api = benchApi(BASE);
const idToken = (email) => demoIdToken(AUTH, email);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A phone-sized photo (1600×1200, shapes and grain), as the gallery would hand it over. */
function photo(seed) {
  const [width, height] = [1600, 1200];
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < raw.length; i += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = 120 + 80 * Math.sin(x / (40 + seed)) + (state % 24);
    raw[i + 1] = 110 + 70 * Math.cos(y / 53) + (state % 16);
    raw[i + 2] = 100 + 60 * Math.sin((x + y) / 71);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const admin = await idToken('admin@alfa.dev');
const field = await idToken(FIELD_USER.email);
const template = await api('POST', '/templates', admin, {
  name: `Bench de sincronização ${Date.now()}`,
  description: 'Criado por npm run bench:sync; removido ao final.',
  isActive: true,
  questions: [
    ...Array.from({ length: NUMBERS }, (_, i) => ({
      type: 'number',
      question: `Leitura ${i + 1}`,
      min: 0,
      max: null,
      required: true,
    })),
    { type: 'photo', question: 'Fotos do veículo', required: true },
  ],
});
const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photo(i + 7)));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const assigned = [];
const times = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const { ids } = await api('POST', '/checklists/assign', admin, {
      templateId: template.id,
      dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      userIds: [FIELD_USER.uid],
    });
    const id = ids[0];
    assigned.push(id);
    await api('POST', `/checklists/${id}/start`, field);

    const context = await browser.newContext({
      baseURL: BASE,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 390, height: 844 },
    });
    context.setDefaultTimeout(30_000);
    // João already answered 'Por que coletamos sua localização' on this phone.
    await context.addInitScript(() => localStorage.setItem('checkfrota.location-choice', 'declined'));
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(FIELD_USER.email);
    await page.getByLabel('Senha', { exact: true }).fill('checkfrota123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL('**/mobile');
    await page.goto(`/mobile/checklist/${id}?questao=1`);
    await page.getByText(`Questão 1 de ${NUMBERS + 1}`, { exact: true }).waitFor();

    await context.setOffline(true);
    for (let n = 1; n <= NUMBERS; n++) {
      await page.getByRole('textbox', { name: `Leitura ${n}` }).fill(String(1000 * n + round));
      await page.getByRole('button', { name: 'Próxima', exact: true }).click();
    }
    await page
      .getByLabel('Escolher fotos para Fotos do veículo')
      .setInputFiles(photos.map((buffer, i) => ({ name: `foto-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })));
    await page.getByRole('img', { name: `Foto ${PHOTOS} de Fotos do veículo` }).waitFor();
    await page.getByText(`${NUMBERS + 1} resposta(s) e ${PHOTOS} foto(s) aguardando envio`).waitFor();

    const reconnected = performance.now();
    await context.setOffline(false);
    await page.getByText(ALL_SENT).waitFor();
    const ms = performance.now() - reconnected;

    const sent = await api('GET', `/checklists/${id}`, field);
    const answered = sent.questions.filter((q) => q.answer !== null).length;
    const photoCount = sent.questions.at(-1).answer?.length ?? 0;
    if (answered !== NUMBERS + 1 || photoCount !== PHOTOS)
      throw new Error(`rodada ${round}: ${answered} respostas e ${photoCount} fotos no servidor`);
    times.push(ms);
    console.log(
      `rodada ${round}: ${ms.toFixed(0)} ms da reconexão até tudo enviado (${answered} respostas, ${photoCount} fotos)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  for (const id of assigned)
    await api('DELETE', `/users/${FIELD_USER.uid}/checklists/${id}`, admin).catch(() => undefined);
  await api('DELETE', `/templates/${template.id}`, admin).catch(() => undefined);
}
console.log(
  `\n${NUMBERS + 1} respostas e ${PHOTOS} fotos feitas offline, ${ROUNDS} rodadas: mediana ${median(times).toFixed(0)} ms, máximo ${Math.max(...times).toFixed(0)} ms`,
);
