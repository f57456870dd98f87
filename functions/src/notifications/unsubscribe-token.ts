import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_KINDS } from '../domain/notifications/preferences';
import type { AlertKind } from '../domain/notifications/alerts';
import type { Inbox } from './notifications.repository';

/** Whose e-mails of which kind a link turns off. */
export interface UnsubscribeTarget {
  companyId: string;
  personId: string;
  inbox: Inbox;
  kind: AlertKind;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A link's token: the target in the clear, signed, so it needs no sign-in and fits only that person and kind. */
export function signUnsubscribe(secret: string, target: UnsubscribeTarget): string {
  const payload = Buffer.from(
    JSON.stringify([target.companyId, target.personId, target.inbox, target.kind]),
    'utf8',
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The target of a token this secret signed, or null for anything else. */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeTarget | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [companyId, personId, inbox, kind] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as string[];
    if (!companyId || !personId || (inbox !== 'users' && inbox !== 'admins')) return null;
    if (!ALERT_KINDS.includes(kind as AlertKind)) return null;
    return { companyId, personId, inbox, kind: kind as AlertKind };
  } catch {
    return null;
  }
}
