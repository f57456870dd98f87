// `npm run bench:web`: builds the web app and prints, per route as a browser opens it with an
// empty cache, the gzip bytes of the JS and CSS it requests (the HTML too: the splash's CSS is
// inline in it, the entry's is linked at the end of <body>); then Lighthouse (mobile preset) on
// /login. Uses the stack of a running `npm start` when CHECKFROTA_URL is set, otherwise starts
// its own in a throw-away data folder (so the ports must be free). BENCH_FILES=1 lists every file
// a route loads with its size, to see what to lighten next.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { functionsNodePath } from './functions-node.mjs';
import { ROOT, run } from './lib.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const STACK_ENTRY = path.join(ROOT, 'functions/lib-local/dev/local-stack.js');
const PASSWORD = 'checkfrota123';

const ROUTES = [
  { path: '/login', account: null },
  { path: '/mobile', account: 'joao@alfa.dev' },
  { path: '/admin/dashboard', account: 'admin@alfa.dev' },
];

function startStack() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'checkfrota-bench-web-'));
  const child = spawn(functionsNodePath(), [STACK_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, CHECKFROTA_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const ready = new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`a pilha não subiu em 150 s:\n${output}`)), 150_000);
    const scan = (chunk) => {
      output += chunk;
      const url = /está no ar em (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout.on('data', scan);
    child.stderr.on('data', scan);
    child.once('exit', (code) => reject(new Error(`a pilha terminou (código ${code}):\n${output}`)));
  });
  return { ready, stop };
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

async function lighthouseLogin(baseUrl) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(`${baseUrl}/login`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    const audits = result.lhr.audits;
    return {
      performance: Math.round(result.lhr.categories.performance.score * 100),
      lcp: audits['largest-contentful-paint'].displayValue,
      // Which element it was: the splash of index.html paints before the sign-in form does, so
      // time to interactive says when the form itself can be used.
      lcpElement: audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
      fcp: audits['first-contentful-paint'].displayValue,
      tti: audits.interactive.displayValue,
    };
  } finally {
    await chrome.kill();
  }
}

if (!process.env.SKIP_BUILD) run('npm', ['run', 'build']);
const stack = process.env.CHECKFROTA_URL ? null : startStack();
const baseUrl = process.env.CHECKFROTA_URL ?? (await stack.ready);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nrota                 arquivos  JS (gzip)   CSS (gzip)  HTML (gzip)  total');
  for (const route of ROUTES) {
    const { files, js, css, html } = await measure(browser, baseUrl, route);
    console.log(
      `${route.path.padEnd(20)} ${String(files.length).padStart(8)}  ${kb(js).padStart(9)}  ${kb(css).padStart(10)}  ${kb(html).padStart(11)}  ${kb(js + css + html)}`,
    );
    if (process.env.BENCH_FILES) {
      for (const file of files.toSorted((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(file.gzip).padStart(9)}  ${file.name}`);
    }
  }
  if (!process.env.SKIP_LIGHTHOUSE) {
    const lh = await lighthouseLogin(baseUrl);
    console.log(`\nLighthouse (mobile) /login: performance ${lh.performance}, LCP ${lh.lcp} (${lh.lcpElement}), FCP ${lh.fcp}, TTI ${lh.tti}`);
  }
} finally {
  await browser.close();
  stack?.stop();
}
process.exit(0);
