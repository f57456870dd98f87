import express, { Router } from 'express';
import { applyBrazilianValidationMessages } from './domain/zod-locale';
import { auditRouter } from './audit/audit.routes';
import { schedulesRouter } from './schedules/schedules.routes';
import { checklistsRouter } from './checklists/checklists.routes';
import { companiesRouter } from './companies/companies.routes';
import { companySettingsRouter } from './companies/company-settings.routes';
import { dashboardRouter } from './dashboard/dashboard.routes';
import { deadlinesRouter } from './deadlines/deadlines.routes';
import { defectsRouter } from './fleet/defects/defects.routes';
import { documentsRouter } from './fleet/documents/documents.routes';
import { driversRouter } from './drivers/drivers.routes';
import { finesRouter } from './fleet/fines/fines.routes';
import { imagesRouter, uploadRouter } from './images/images.routes';
import { notificationsRouter } from './notifications/notifications.routes';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits/rate-limits.service';
import { reportRouter, responsesRouter } from './responses/responses.routes';
import { templatesRouter } from './templates/templates.routes';
import { usersRouter } from './users/users.routes';
import { vehicleQrRouter } from './fleet/qr/qr.routes';
import { vehiclesRouter } from './fleet/vehicles/vehicles.routes';
import { custodyRouter } from './fleet/custody/custody.routes';
import { authenticate } from './http/middleware/authenticate';
import { bodyLimit } from './http/middleware/body-limit';
import { errorHandler, notFoundHandler } from './http/middleware/errors';
import { useRateLimits } from './http/rate-limit';

applyBrazilianValidationMessages();

/**
 * The routes by the function that serves them in production (Hosting rewrites in firebase.json):
 * the photo upload and the PDF report are heavy (sharp, pdfmake) and get functions sized for
 * them; everything else is the light JSON API.
 */
export const ROUTE_GROUPS = {
  upload: [['/', uploadRouter]],
  pdf: [['/', reportRouter]],
  light: [
    ['/', templatesRouter],
    ['/', usersRouter],
    ['/', driversRouter],
    // Before the checklists: it serves '/checklists/image/:imageId' and '/checklists/images/list'.
    ['/', imagesRouter],
    ['/', checklistsRouter],
    ['/', notificationsRouter],
    ['/', responsesRouter],
    // Before the vehicles: '/vehicles/:id/label' is its own.
    ['/', vehicleQrRouter],
    ['/', vehiclesRouter],
    ['/', custodyRouter],
    ['/', documentsRouter],
    ['/', defectsRouter],
    ['/', dashboardRouter],
    ['/', companiesRouter],
    ['/', companySettingsRouter],
    ['/', auditRouter],
    ['/', schedulesRouter],
    ['/', deadlinesRouter],
    ['/', finesRouter],
  ],
} satisfies Record<string, Array<[string, Router]>>;
export type RouteGroup = keyof typeof ROUTE_GROUPS;

/** Every feature router with its mount path; each route in them is served by `serve()` from its domain's contract (roles + inputs). */
export const featureRouters: Array<[string, Router]> = Object.values(ROUTE_GROUPS).flat();

export interface AppOptions {
  /** The groups this app serves (a deployed function's); every route by default (the local stack, the tests). */
  routes?: readonly RouteGroup[];
  /** Per-user limits on uploads, PDFs and writes; tests shorten them. */
  rateLimits?: RateLimits;
  /** The clock the rate limits' windows follow; tests drive it. */
  now?: () => Date;
  /** The local stack's own routes (the spec's test helpers), mounted before the features'. */
  localRouters?: Record<string, Router>;
}

const ALL_GROUPS = Object.keys(ROUTE_GROUPS) as RouteGroup[];

/**
 * The `/api` Express app, built apart from `onRequest` so tests drive it directly. `localRouters`
 * are the local stack's own (http/local-routes.ts), mounted before the features'.
 */
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
  useRateLimits(app, { rules: options.rateLimits ?? DEFAULT_RATE_LIMITS, now: options.now ?? (() => new Date()) });
  // Before the parser and authentication: the platform may have parsed the body already.
  app.use(bodyLimit);
  app.use(express.json({ limit: '1mb' }));

  const api = Router();
  api.use(authenticate);
  for (const [path, router] of Object.entries(options.localRouters ?? {})) api.use(path, router);
  for (const group of options.routes ?? ALL_GROUPS) {
    for (const [path, router] of ROUTE_GROUPS[group]) api.use(path, router);
  }
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
