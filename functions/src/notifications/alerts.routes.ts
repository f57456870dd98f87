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

const page = (title: string, text: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;color:#1f2937"><h1 style="font-size:20px">${title}</h1><p>${text}</p></body></html>`;

/**
 * One click turns off that person's e-mails of that kind, nothing else (RFC 8058: mail apps post
 * to the same link). A token the secret did not sign, or none, changes nothing. Each address
 * counts against the 'link' limit first.
 */
async function unsubscribeHandler(req: Request, res: Response): Promise<void> {
  try {
    await enforceAddressLimit(req, 'link');
  } catch (error) {
    if (!(error instanceof AppError) || error.retryAfterSeconds === undefined) throw error;
    res.status(429).set('Retry-After', String(error.retryAfterSeconds)).type('html');
    res.send(page('Muitas requisições', error.message));
    return;
  }
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const target = config.linkSecret && token ? verifyUnsubscribe(config.linkSecret, token) : null;
  res.type('html');
  if (!target) {
    res.status(404).send(page('Link inválido', 'Este link de descadastro não é válido.'));
    return;
  }
  await alerts.unsubscribe(target);
  const label = ALERT_KIND_LABELS[target.kind];
  res
    .status(200)
    .send(
      page(
        'E-mails desativados',
        `Você não receberá mais e-mails de “${label}”. Para voltar a recebê-los, acesse Minhas notificações no CheckFrota.`,
      ),
    );
}

export const unsubscribeRouter = Router();
unsubscribeRouter.get(UNSUBSCRIBE_PATH, (req, res, next) => void unsubscribeHandler(req, res).catch(next));
unsubscribeRouter.post(UNSUBSCRIBE_PATH, (req, res, next) => void unsubscribeHandler(req, res).catch(next));
