import express, { Router } from 'express';
import { isSessionValid } from './accounts';
import { applyBrazilianValidationMessages } from './domain/zod-locale';
import { ROUTE_GROUP_NAMES, type RouteGroup } from './feature';
import { FEATURES } from './features';
import { authenticate, type SecondFactorCheck, type SessionCheck } from './http/middleware/authenticate';
import { DEFAULT_LANE_RULES, useCompanyLanes, type LaneRules } from './http/company-lanes';
import { localDownloads } from './http/local-downloads';
import { requireAppCheck, type AppCheckVerifier } from './http/middleware/app-check';
import { bodyLimit } from './http/middleware/body-limit';
import { errorHandler, notFoundHandler } from './http/middleware/errors';
import { useRateLimits, type CompanyBudgets, type RateLimitCheck, type RateLimits } from './http/rate-limit';
import { blobStore, LOCAL_DOWNLOAD_PATH } from './platform/blob-store';
import { config } from './platform/config';
import { verifyAppCheckToken } from './platform/firebase';
import { secondFactorGateOf } from './second-factor';
import { checkCompanyBudget, checkRateLimit, DEFAULT_COMPANY_BUDGETS, DEFAULT_RATE_LIMITS } from './rate-limits';

applyBrazilianValidationMessages();

/** The features' routers by the deployed function that serves them (Hosting rewrites in firebase.json). */
export const ROUTE_GROUPS = Object.fromEntries(
  ROUTE_GROUP_NAMES.map((group) => [group, FEATURES.flatMap((feature) => feature.routers?.[group] ?? [])]),
) as Record<RouteGroup, Router[]>;

/** The routers that need no account, served by the light API. */
export const publicRouters: Router[] = FEATURES.flatMap((feature) => feature.publicRouters ?? []);

/** Every feature router; each route in them is served by `serve()` from its domain's contract (roles + inputs). */
export const featureRouters: Router[] = Object.values(ROUTE_GROUPS).flat();

export interface AppOptions {
  /** The groups this app serves (a deployed function's); every route by default (the local stack, the tests). */
  routes?: readonly RouteGroup[];
  /** Per-user limits on reads, writes, uploads and PDFs, and per-address ones before sign-in; tests shorten them. */
  rateLimits?: RateLimits;
  /** Per-company budgets of reads, writes, uploads and PDFs; tests shorten them. */
  companyBudgets?: CompanyBudgets;
  /** How many reads, uploads and PDFs of a company run at once in this instance, and how many wait; tests shorten them. */
  companyLanes?: LaneRules;
  /** The clock the rate limits' windows and the download links' expiry follow; tests drive it. */
  now?: () => Date;
  /** The local stack's own routes (the spec's test helpers, dev/local-routes.ts), mounted before the features'. */
  localRouters?: Record<string, Router>;
  /** Whether a token's sign-in still counts (the accounts' sessions by default). */
  sessions?: SessionCheck;
  /**
   * Checks each `/api` call's App Check token: production's (firebase-admin) wherever tokens are
   * real, none on the emulators (the local stack, the tests), where null turns it off.
   */
  appCheck?: AppCheckVerifier | null;
  /** Whether an admin's or the superadmin's sign-in passed its second factor (its record by default). */
  secondFactor?: SecondFactorCheck;
  /** Where each request is counted against its limit (`rate_limits` by default). */
  rateLimitStore?: RateLimitCheck;
  /** Where each request is counted against its company's budget (sharded in `rate_limits` by default). */
  companyBudgetStore?: RateLimitCheck;
}

/** The `/api` Express app, built apart from `onRequest` so tests drive it directly. */
export function createApp(options: AppOptions = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Answers are private and change with every write: no ETag revalidation, and nothing stored by
  // the browser or a proxy unless a route says otherwise (photos, the PDF). No type sniffing.
  app.disable('etag');
  app.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    next();
  });
  app.set('trust proxy', true);
  useRateLimits(app, {
    rules: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    budgets: options.companyBudgets ?? DEFAULT_COMPANY_BUDGETS,
    now: options.now ?? (() => new Date()),
    check: options.rateLimitStore ?? checkRateLimit,
    checkBudget: options.companyBudgetStore ?? checkCompanyBudget,
  });
  useCompanyLanes(app, options.companyLanes ?? DEFAULT_LANE_RULES);
  // Before the parser and authentication: the platform may have parsed the body already.
  app.use(bodyLimit);
  app.use(express.json({ limit: '1mb' }));

  // The blob store's download links on the local stack and in tests; production's are Cloud Storage's.
  if (config.localBlobDir) app.get(LOCAL_DOWNLOAD_PATH, localDownloads(blobStore(), options.now));

  const groups = options.routes ?? ROUTE_GROUP_NAMES;
  // Before `/api` and its authentication: the public pages need no session.
  if (groups.includes('light')) {
    for (const router of FEATURES.flatMap((feature) => feature.publicPages ?? [])) app.use(router);
  }

  const api = Router();
  // Every `/api` call, the O.S. link's included (its page is the web app): only the app calls them.
  const appCheck =
    options.appCheck === undefined ? (config.usesAuthEmulator ? null : verifyAppCheckToken) : options.appCheck;
  if (appCheck) api.use(requireAppCheck(appCheck));
  if (groups.includes('light')) for (const router of publicRouters) api.use('/', router);
  api.use(authenticate(options.sessions ?? isSessionValid, options.secondFactor ?? secondFactorGateOf));
  for (const [path, router] of Object.entries(options.localRouters ?? {})) api.use(path, router);
  for (const group of groups) {
    for (const router of ROUTE_GROUPS[group]) api.use('/', router);
  }
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
