import { Router, type Request, type Response } from 'express';
import { alertsApi } from '../domain/notifications/alerts-contract';
import { ALERT_KIND_LABELS } from '../domain/notifications/alert-email';
import { AppError } from '../domain/errors';
import { serve } from '../http/endpoint';
import { enforceAddressLimit } from '../http/rate-limit';
import { config } from '../platform/config';
import * as alerts from './alert-preferences.service';
import { verifyUnsubscribe } from './unsubscribe-token';

export const alertsRouter = Router();

serve(alertsRouter, alertsApi.preferences, { roles: ['user', 'admin'] }, ({ session }) =>
  alerts.getPreferences(session),
);
serve(alertsRouter, alertsApi.savePreferences, { roles: ['user', 'admin'] }, ({ session, body }) =>
  alerts.savePreferences(session, body),
);
serve(alertsRouter, alertsApi.companySettings, { roles: ['admin'] }, ({ session }) =>
  alerts.getCompanyAlertSettings(session),
);
serve(alertsRouter, alertsApi.saveCompanySettings, { roles: ['admin'] }, ({ session, body }) =>
  alerts.saveCompanyAlertSettings(session, body),
);
serve(alertsRouter, alertsApi.deliveries, { roles: ['admin'] }, ({ session, query }) =>
  alerts.listDeliveries(session, query),
);

/** The e-mails' unsubscribe link, under /api and before sign-in: its signed token is its only credential. */
export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

// No inline styles: the front door's Content-Security-Policy refuses them.
const page = (title: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${title}</title></head>` +
  `<body><h1>${title}</h1>${body}</body></html>`;

/**
 * The link's person and kind, or null when a page was sent instead: a 429 when the address is
 * past the 'link' limit (counted first), a 404 when the secret did not sign its token.
 */
async function targetOf(req: Request, res: Response) {
  try {
    await enforceAddressLimit(req, 'link');
  } catch (error) {
    if (!(error instanceof AppError) || error.retryAfterSeconds === undefined) throw error;
    res.status(429).set('Retry-After', String(error.retryAfterSeconds)).type('html');
    res.send(page('Muitas requisições', error.message));
    return null;
  }
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const target = config.linkSecret && token ? verifyUnsubscribe(config.linkSecret, token) : null;
  res.type('html').set('Cache-Control', 'no-store');
  if (!target) res.status(404).send(page('Link inválido', '<p>Este link de descadastro não é válido.</p>'));
  return target;
}

/**
 * Opening the link only asks: mail scanners follow every link of an e-mail, so a GET changes
 * nothing. The page's button posts to the same address (its token included).
 */
async function confirmUnsubscribe(req: Request, res: Response): Promise<void> {
  const target = await targetOf(req, res);
  if (!target) return;
  const label = ALERT_KIND_LABELS[target.kind];
  res
    .status(200)
    .send(
      page(
        'Desativar e-mails',
        `<p>Deseja parar de receber e-mails de “${label}”? Os outros avisos continuam como estão.</p>` +
          '<form method="post"><button type="submit">Desativar estes e-mails</button></form>',
      ),
    );
}

/**
 * The confirmation's POST (and a mail app's one-click POST, RFC 8058) turns off that person's
 * e-mails of that kind, nothing else. A token the secret did not sign, or none, changes nothing.
 */
async function unsubscribe(req: Request, res: Response): Promise<void> {
  const target = await targetOf(req, res);
  if (!target) return;
  await alerts.unsubscribe(target);
  const label = ALERT_KIND_LABELS[target.kind];
  res
    .status(200)
    .send(
      page(
        'E-mails desativados',
        `<p>Você não receberá mais e-mails de “${label}”. Para voltar a recebê-los, acesse Minhas notificações no CheckFrota.</p>`,
      ),
    );
}

export const unsubscribeRouter = Router();
unsubscribeRouter.get(UNSUBSCRIBE_PATH, (req, res, next) => void confirmUnsubscribe(req, res).catch(next));
unsubscribeRouter.post(UNSUBSCRIBE_PATH, (req, res, next) => void unsubscribe(req, res).catch(next));
