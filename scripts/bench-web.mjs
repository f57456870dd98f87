// `npm run bench:web`: builds the web app and prints, per route as a browser opens it with an
// empty cache, the gzip bytes of the JS and CSS it requests (the HTML too: the splash's CSS is
// inline in it, the entry's is linked at the end of <body>); then what signing in as João and
// landing on /mobile fetches in all; then Lighthouse (mobile preset) on /login and, signed in as
// João, /mobile (LIGHTHOUSE_RUNS=3 runs each three times). Each figure is printed with its budget
// and 'ok' or 'ACIMA'; the exit code is 1 when any budget is missed. Lighthouse is installed into
// .bench-tools/ the first time (benchTool). Uses the stack of a running `npm start` when
// CHECKFROTA_URL is set, otherwise starts its own in a throw-away data folder (so the ports must be
// free). BENCH_FILES=1 lists every file a route (and the sign-in) loads with its size, to see what
// to lighten next.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { benchTool, run, startLocalStack } from './lib.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PASSWORD = 'checkfrota123';
const LIGHTHOUSE_VERSION = '12.8.2';
const LIGHTHOUSE_ROUTES = [
  { path: '/login', account: null },
  { path: '/mobile', account: 'joao@alfa.dev' },
];

// Budgets (KB, gzip): a cheap phone on a slow network still opens each screen quickly with React DOM.
const ROUTES = [
  { path: '/login', account: null, budgetKb: 135 },
  { path: '/mobile', account: 'joao@alfa.dev', budgetKb: 150 },
  { path: '/admin/dashboard', account: 'admin@alfa.dev', budgetKb: 170 },
];
const SIGN_IN_BUDGET_KB = 185;
// Lighthouse (mobile preset) on each of LIGHTHOUSE_ROUTES: the least performance score, the most LCP and CLS.
const LIGHTHOUSE_BUDGET = { performance: 90, lcpMs: 2000, cls: 0.05 };
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);

/** 'ok' or 'ACIMA' against a budget, and whether every budget so far was met. */
let allWithinBudget = true;
function verdict(withinBudget) {
  allWithinBudget &&= withinBudget;
  return withinBudget ? 'ok' : 'ACIMA';
}

/** Signs in through the login form, so the context holds a session like a returning user's. */
async function signIn(page, baseUrl, email) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.waitForLoadState('networkidle');
}

/** Opens the route with the HTTP cache off and sums the gzip size of every script and stylesheet. */
async function measure(browser, baseUrl, { path: route, account }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (account) await signIn(page, baseUrl, account);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const assets = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'document') assets.push(response);
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  const bytes = { script: 0, stylesheet: 0, document: 0 };
  const files = [];
  for (const response of assets) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const gzip = gzipSync(body, { level: 9 }).length;
    bytes[response.request().resourceType()] += gzip;
    files.push({ name: new URL(response.url()).pathname, gzip });
  }
  await context.close();
  return { route, files, js: bytes.script, css: bytes.stylesheet, html: bytes.document };
}

/**
 * Every byte (gzip) the page fetches from an empty cache through signing in and landing on the
 * account's home: documents, scripts, styles, API answers (the service worker's precache of the
 * rest of the app, in the background, is not counted).
 */
async function measureSignIn(browser, baseUrl, email) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await signIn(page, baseUrl, email);
  const landedOn = new URL(page.url()).pathname;
  let total = 0;
  const files = [];
  for (const response of responses) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const gzip = gzipSync(body, { level: 9 }).length;
    total += gzip;
    files.push({ name: new URL(response.url()).pathname, gzip });
  }
  await context.close();
  return { landedOn, requests: responses.length, total, files };
}

/** Lighthouse (mobile preset, performance) on a route; signed in first through the form when an account is given. */
async function lighthouseRoute(baseUrl, route, account) {
  const importLighthouse = benchTool('lighthouse', LIGHTHOUSE_VERSION);
  const { default: lighthouse } = await importLighthouse();
  const { launch } = await importLighthouse('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    if (account) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await signIn(page, baseUrl, account);
      await page.close();
      await browser.close();
    }
    // Storage kept: the session signed in above (Lighthouse still empties the HTTP cache).
    const result = await lighthouse(`${baseUrl}${route}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(account),
    });
    // LIGHTHOUSE_REPORT_DIR keeps each route's whole report (the long tasks and scripts behind TBT).
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      const file = path.join(process.env.LIGHTHOUSE_REPORT_DIR, `lighthouse${route.replaceAll('/', '-')}.json`);
      writeFileSync(file, JSON.stringify(result.lhr));
    }
    const audits = result.lhr.audits;
    return {
      performance: Math.round(result.lhr.categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].displayValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      clsValue: audits['cumulative-layout-shift'].numericValue,
      // Which element it was: the splash of index.html paints before the sign-in form does, so
      // time to interactive says when the form itself can be used.
      lcpElement: audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
      fcp: audits['first-contentful-paint'].displayValue,
      tti: audits.interactive.displayValue,
      // The other two metrics the score weighs: what holds the main thread, and what moves.
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
    };
  } finally {
    await chrome.kill();
  }
}

if (!process.env.SKIP_BUILD) run('npm', ['run', 'build']);
const stack = process.env.CHECKFROTA_URL ? null : startLocalStack('bench-web');
const baseUrl = process.env.CHECKFROTA_URL ?? (await stack.ready);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nrota                 arquivos  JS (gzip)   CSS (gzip)  HTML (gzip)  total      meta');
  for (const route of ROUTES) {
    const { files, js, css, html } = await measure(browser, baseUrl, route);
    const total = js + css + html;
    console.log(
      `${route.path.padEnd(20)} ${String(files.length).padStart(8)}  ${kb(js).padStart(9)}  ${kb(css).padStart(10)}  ${kb(html).padStart(11)}  ${kb(total).padEnd(9)}  ≤ ${route.budgetKb} KB ${verdict(total <= route.budgetKb * 1024)}`,
    );
    if (process.env.BENCH_FILES) {
      for (const file of files.toSorted((a, b) => b.gzip - a.gzip))
        console.log(`    ${kb(file.gzip).padStart(9)}  ${file.name}`);
    }
  }
  const journey = await measureSignIn(browser, baseUrl, 'joao@alfa.dev');
  console.log(
    `\n/login → entrar como joao@alfa.dev → ${journey.landedOn}: ${journey.requests} requisições, ${kb(journey.total)} (gzip, tudo o que a página buscou; meta ≤ ${SIGN_IN_BUDGET_KB} KB ${verdict(journey.total <= SIGN_IN_BUDGET_KB * 1024)})`,
  );
  if (process.env.BENCH_FILES) {
    for (const file of journey.files.toSorted((a, b) => b.gzip - a.gzip))
      console.log(`    ${kb(file.gzip).padStart(9)}  ${file.name}`);
  }
  if (!process.env.SKIP_LIGHTHOUSE) {
    console.log('');
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
      for (const { path: route, account } of LIGHTHOUSE_ROUTES) {
        const lh = await lighthouseRoute(baseUrl, route, account);
        const { performance, lcpMs, cls } = LIGHTHOUSE_BUDGET;
        const met = lh.performance >= performance && lh.lcpMs <= lcpMs && lh.clsValue <= cls;
        console.log(
          `Lighthouse (mobile) ${route}${LIGHTHOUSE_RUNS > 1 ? ` #${run}` : ''}: performance ${lh.performance}, LCP ${lh.lcp} (${lh.lcpElement}), FCP ${lh.fcp}, TTI ${lh.tti}, TBT ${lh.tbt}, CLS ${lh.cls}; meta ≥ ${performance}, LCP ≤ ${lcpMs / 1000} s, CLS ≤ ${cls} ${verdict(met)}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  stack?.stop();
}
console.log(`\n${allWithinBudget ? 'Todas as metas cumpridas.' : 'Alguma meta não foi cumprida (ACIMA).'}`);
process.exit(allWithinBudget ? 0 : 1);
