// The data stays in São Paulo: firebase.json creates the Firestore database there, and a deploy
// to a project whose database or default bucket already lives elsewhere stops before it starts
// (a location never changes, and the triggers would follow a US database). Run by the firestore
// and storage predeploy and by `npm run predeploy:check`; exits non-zero on a violation.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

export const REGION = 'southamerica-east1';

/**
 * What is wrong with where the data would live: `configured` is firebase.json's firestore.location;
 * `database` and `bucket` are the project's existing locations (null when it has none yet).
 */
export function locationProblems({ configured, database = null, bucket = null, project = 'o projeto' }) {
  const problems = [];
  if (configured?.toLowerCase() !== REGION) {
    problems.push(
      `firebase.json cria o banco Firestore em ${configured ?? 'nam5 (EUA), o padrão do firebase-tools'}, não em São Paulo: ` +
        `ponha "database": "(default)", "location": "${REGION}" no bloco firestore.`,
    );
  }
  if (database && database.toLowerCase() !== REGION) {
    problems.push(
      `o banco Firestore (default) de ${project} está em ${database}, não em São Paulo (${REGION}). ` +
        'A localização de um banco nunca muda: publique em um projeto novo, com o banco criado em ' +
        `${REGION} (npx firebase firestore:databases:create "(default)" --location=${REGION}).`,
    );
  }
  if (bucket && bucket.toLowerCase() !== REGION) {
    problems.push(
      `o bucket padrão do Storage de ${project} está em ${bucket}, não em São Paulo (${REGION}). ` +
        `A localização de um bucket nunca muda: publique em um projeto novo, com o Storage criado em ${REGION}.`,
    );
  }
  return problems;
}

/** The project's Firestore database and default bucket locations, read with the CLI's login (null: none yet). */
async function projectLocations(project) {
  const require = createRequire(import.meta.url);
  const { requireAuth } = require('firebase-tools/lib/requireAuth');
  const { getDatabase } = require('firebase-tools/lib/gcp/firestore');
  const { getBucket, getDefaultBucket } = require('firebase-tools/lib/gcp/storage');
  await requireAuth({ project });
  const missing = (err) => (err?.status ?? err?.context?.status ?? err?.original?.status) === 404;
  const database = await getDatabase(project, '(default)').then(
    (db) => db.locationId,
    (err) => (missing(err) ? null : Promise.reject(err)),
  );
  const bucket = await getDefaultBucket(project).then(
    async (name) => (await getBucket(name)).location,
    (err) => (/has not been set up/.test(String(err?.message)) ? null : Promise.reject(err)),
  );
  return { database, bucket };
}

async function main() {
  const firebaseJson = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const projectFlag = process.argv.indexOf('--project');
  const project = projectFlag > 0 ? process.argv[projectFlag + 1] : process.env.GCLOUD_PROJECT;
  // A demo- project never resolves to real resources: only the configuration is checked.
  const live = project && !project.startsWith('demo-') ? await projectLocations(project) : {};
  const problems = locationProblems({ configured: firebaseJson.firestore?.location, project, ...live });
  if (problems.length) {
    console.error(['[checkfrota] Os dados não ficariam em São Paulo:', ...problems.map((p) => `  - ${p}`)].join('\n'));
    process.exit(1);
  }
  console.log(
    live.database !== undefined
      ? `[checkfrota] Localização verificada: firebase.json e o projeto ${project} guardam os dados em ${REGION}.`
      : `[checkfrota] Localização verificada: firebase.json cria o banco em ${REGION}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
