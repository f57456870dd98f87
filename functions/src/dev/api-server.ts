import { createServer, type RequestListener, type Server } from 'node:http';
import path from 'node:path';
import express, { type Router } from 'express';
import type { RouteGroup } from '../feature';
import { frontDoor } from './front-door';
import { hostingRewrites } from './hosting-config';
import { localAlertChannels } from './local-alerts';
import type { CompanyBudgets } from '../http/rate-limit';
import { checkTokensAsProduction } from './token-checks';

/**
 * The local `/api`: one plain Node process serving `createApp()` from the deployed build
 * (`functions/lib`), many requests at once, as one instance of a 2nd-gen function does. The
 * Functions emulator it replaces gave each request a worker process of its own (at most 3 here).
 * `node api-server.js PORT` serves only the API (`npm run bench:api`'s plain process);
 * `node api-server.js PORT HOSTING_PORT [PDF_PORT]` is the stack's :5000, with the front door before
 * it; `CHECKFROTA_API_ROUTES=pdf node api-server.js PDF_PORT` is the stack's `pdf` function.
 */

const DEPLOYED_BUILD = path.resolve(__dirname, '../../lib');
// firebase.json's folder, from functions/lib-local/dev.
const ROOT = path.resolve(__dirname, '../../..');
// Cloud Functions' request limit; the Functions Framework parses bodies up to it.
const BODY_LIMIT = '32mb';

/** The deployed build's modules, loaded from functions/lib rather than compiled in here. */
function deployedModule<T>(relativePath: string): T {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(DEPLOYED_BUILD, relativePath)) as T;
}

/**
 * The spec's test helpers (dev/local-routes.ts), when the runner names them (CHECKFROTA_LOCAL_ROUTES);
 * none for the bench's plain process. Made of the deployed build's modules, so that their errors,
 * Firestore and Auth are the very ones the app uses.
 */
function localRouters(): Record<string, Router> {
  const { config } = deployedModule<typeof import('../platform/config')>('platform/config.js');
  if (!config.localRoutesModule) return {};
  // The jobs the helpers run ('sendMorningSummaries' at 07:00) send to the stack's inbox and outbox too.
  deployedModule<typeof import('../notifications')>('notifications/index.js').connectAlertChannels(
    localAlertChannels({
      smtpEmailSender: deployedModule<typeof import('../platform/mail')>('platform/mail.js').smtpEmailSender,
      outboxWhatsAppSender:
        deployedModule<typeof import('../platform/whatsapp')>('platform/whatsapp.js').outboxWhatsAppSender,
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module of this build, named at run time
  const local = require(config.localRoutesModule) as typeof import('./local-routes');
  return local.localRouters(
    local.localRouteDeps({
      serve: deployedModule<typeof import('../http/endpoint')>('http/endpoint.js').serve,
      assignChecklist: deployedModule<typeof import('../checklists')>('checklists/index.js').assignChecklist,
      listTemplates: deployedModule<typeof import('../templates')>('templates/index.js').listTemplates,
      notFound: deployedModule<typeof import('../domain/errors')>('domain/errors.js').notFound,
      backgroundJobs: deployedModule<typeof import('../features')>('features.js').backgroundJobs,
      recordingPushSender:
        deployedModule<typeof import('../platform/messaging')>('platform/messaging.js').recordingPushSender,
      blobStore: deployedModule<typeof import('../platform/blob-store')>('platform/blob-store.js').blobStore,
    }),
  );
}

/**
 * The companies' budgets a bench sets for its own stack (CHECKFROTA_COMPANY_BUDGETS, JSON of
 * `{ read, write, upload, pdf }` rules), sized to this one process; production's otherwise.
 */
function budgetsFromEnvironment(): CompanyBudgets | undefined {
  const json = process.env.CHECKFROTA_COMPANY_BUDGETS;
  return json ? (JSON.parse(json) as CompanyBudgets) : undefined;
}

/**
 * The app as the Functions Framework runs it: every body is parsed before the app and its bytes
 * kept in `req.rawBody` (multipart uploads read them from there in production).
 */
function deployedApi(routes?: readonly RouteGroup[]): RequestListener {
  const { assertSafeRuntime } = deployedModule<typeof import('../platform/config')>('platform/config.js');
  const { createApp } = deployedModule<typeof import('../app')>('app.js');
  assertSafeRuntime();
  // Reads verified in the process, as production does, not by a round trip to the Auth emulator.
  checkTokensAsProduction();
  const keepRawBody = (req: unknown, _res: unknown, buf: Buffer) => {
    (req as { rawBody?: Buffer }).rawBody = buf;
  };
  const framework = express();
  framework.disable('x-powered-by');
  framework.use(
    express.json({ limit: BODY_LIMIT, verify: keepRawBody }),
    express.text({ limit: BODY_LIMIT, verify: keepRawBody }),
    express.urlencoded({ extended: true, limit: BODY_LIMIT, verify: keepRawBody }),
    express.raw({ type: '*/*', limit: BODY_LIMIT, verify: keepRawBody }),
    createApp({
      routes,
      // The spec's test helpers are the light API's.
      localRouters: routes ? {} : localRouters(),
      companyBudgets: budgetsFromEnvironment(),
    }),
  );
  return framework;
}

/** The route groups CHECKFROTA_API_ROUTES names (comma-separated), as one deployed function serves; every group otherwise. */
function routesFromEnvironment(): RouteGroup[] | undefined {
  const names = process.env.CHECKFROTA_API_ROUTES;
  return names ? (names.split(',') as RouteGroup[]) : undefined;
}

/**
 * The API on `port`; with `hostingPort`, the stack's front door before it, which sends the `pdf`
 * function's paths to the process on `pdfPort` when one is given.
 */
export function startApiServer(
  port: number,
  hostingPort?: number,
  host = '127.0.0.1',
  pdfPort?: number,
): Promise<Server> {
  const api = deployedApi(routesFromEnvironment());
  const pdf = pdfPort ? { port: pdfPort, rewrites: hostingRewrites(ROOT) } : undefined;
  // Idle client sockets stay open past the 5 s default, so clients never reuse one being closed.
  const server = createServer({ keepAliveTimeout: 65_000 }, hostingPort ? frontDoor(api, hostingPort, host, pdf) : api);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (require.main === module) {
  const [port, hostingPort, pdfPort] = process.argv.slice(2).map(Number);
  startApiServer(port!, hostingPort, undefined, pdfPort).then(
    () => process.send?.('ready'),
    (error) => {
      console.error(`[checkfrota] a API não subiu na porta ${port}: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
  // The parent stops it with a signal; requests in flight are cut like a scaled-down instance's.
  process.on('SIGINT', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
}
