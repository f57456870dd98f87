// What is deployed is what production runs: the functions build (functions/lib, firebase.json)
// holds no local stack (dev/), no CLI (cli/), no test helpers, and no demo data or its password.
// Run by `npm test` after the build and by the functions predeploy; exits non-zero on a violation.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { coldStart } from './bench-cold.mjs';
import { ROOT } from './lib.mjs';

const DEPLOYED = path.join(ROOT, 'functions/lib');
const LOCAL_BUILD = path.join(ROOT, 'functions/lib-local');
const relative = (file) => path.relative(ROOT, file);

for (const required of [
  path.join(DEPLOYED, 'index.js'),
  path.join(LOCAL_BUILD, 'dev/demo-data.js'),
  path.join(LOCAL_BUILD, 'dev/local-routes.js'),
]) {
  if (!existsSync(required)) {
    console.error(`[checkfrota] ${relative(required)} não existe: rode npm run build antes desta verificação.`);
    process.exit(1);
  }
}

// The demo accounts come from the local build, so this check follows the demo data as it changes.
const demo = createRequire(import.meta.url)(path.join(LOCAL_BUILD, 'dev/demo-data.js'));
const markers = new Map([
  [demo.DEMO_PASSWORD, 'a senha de demonstração'],
  // The spec's test helper is served by the local stack only (functions/src/dev/local-routes.ts).
  ['/create-test', 'a rota de teste POST /checklists/create-test'],
  ['/jobs/run', 'a rota local POST /jobs/run'],
  ...[demo.DEMO_SUPERADMIN, ...demo.DEMO_COMPANIES.flatMap((c) => [c.admin, ...c.users])].map((a) => [
    a.email,
    `o e-mail de demonstração ${a.email}`,
  ]),
]);

const problems = ['dev', 'cli', 'testing']
  .filter((folder) => existsSync(path.join(DEPLOYED, folder)))
  .map((folder) => `functions/lib/${folder}/ não faz parte do que a produção roda`);
const files = readdirSync(DEPLOYED, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const [marker, what] of markers) if (text.includes(marker)) problems.push(`${relative(file)} contém ${what}`);
}

// The report's logo travels inside the deployed code (the deployed function has no web/): the
// favicon's bytes are in functions/lib, and a report rendered by functions/lib draws it.
const requireLib = createRequire(import.meta.url);
const { SHIPPED_LOGO_PNG } = requireLib(path.join(DEPLOYED, 'platform/shipped-logo.js'));
if (!SHIPPED_LOGO_PNG.equals(readFileSync(path.join(ROOT, 'web/public/favicon.png')))) {
  problems.push('functions/lib/platform/shipped-logo.js não é o logo de web/public/favicon.png');
}
const { reportLogo } = requireLib(path.join(DEPLOYED, 'platform/report-logo.js'));
const { renderChecklistReport } = requireLib(path.join(DEPLOYED, 'responses/checklist-pdf.js'));
const noCompanyLogo = { get: async () => null, put: async () => {}, delete: async () => {} };
const report = await renderChecklistReport({
  companyName: 'CheckFrota',
  checklist: { id: 'verificacao', templateName: 'Verificação', userName: 'Build', status: 'approved', questions: [] },
  approvedAt: null,
  generatedAt: new Date(),
  logo: await reportLogo('verificacao', noCompanyLogo),
  images: new Map(),
});
if (!/\/Subtype \/Image[\s\S]*?\/Width 128/.test(report.toString('latin1'))) {
  problems.push('um relatório gerado por functions/lib não desenha o logo');
}

// Every function loads functions/lib/index.js whole; reports, labels and photos load their code
// (pdfmake, sharp, the PDF layouts) on first use, so an instance that serves none never holds it.
const { heavy } = coldStart('api');
if (heavy.length) problems.push(`carregar functions/lib/index.js já carrega ${heavy.join(', ')}`);

if (problems.length) {
  console.error(
    [
      '[checkfrota] O build publicado (functions/lib) leva o que a produção não roda:',
      ...problems.map((p) => `  - ${p}`),
    ].join('\n'),
  );
  process.exit(1);
}
console.log(
  `[checkfrota] Build publicado verificado: ${files.length} arquivos em functions/lib, sem dev/, cli/, rotas de teste nem dados de demonstração; o relatório em PDF leva o logo; nenhuma função carrega pdfmake, sharp ou o código dos PDFs ao iniciar.`,
);
