import express, { Router } from 'express';
import { applyBrazilianValidationMessages } from '../domain/zod-locale';
import { checklistsRouter } from '../checklists/checklists.routes';
import { companiesRouter } from '../companies/companies.routes';
import { dashboardRouter } from '../dashboard/dashboard.routes';
import { imagesRouter } from '../images/images.routes';
import { notificationsRouter } from '../notifications/notifications.routes';
import { responsesRouter } from '../responses/responses.routes';
import { templatesRouter } from '../templates/templates.routes';
import { usersRouter } from '../users/users.routes';
import { vehiclesRouter } from '../vehicles/vehicles.routes';
import { authenticate } from './middleware/authenticate';
import { errorHandler, notFoundHandler } from './middleware/errors';

applyBrazilianValidationMessages();

/** Every feature router; each route in them is declared with `endpoint()` (roles + inputs). */
export const featureRouters: Record<string, Router> = {
  '/templates': templatesRouter,
  '/users': usersRouter,
  // Before '/checklists': it serves '/checklists/image/:imageId' and '/checklists/images/list'.
  '/': imagesRouter,
  '/checklists': checklistsRouter,
  '/notifications': notificationsRouter,
  '/responses': responsesRouter,
  '/vehicles': vehiclesRouter,
  // eslint-disable-next-line no-restricted-syntax -- the API's /api/dashboard, not the screen's path
  '/dashboard': dashboardRouter,
  '/companies': companiesRouter,
};

/** The `/api` Express app, built apart from `onRequest` so tests drive it directly. */
export function createApp(): express.Express {
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
  app.use(express.json({ limit: '1mb' }));

  const api = Router();
  api.use(authenticate);
  for (const [path, router] of Object.entries(featureRouters)) api.use(path, router);
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
