import type { AlertChannels } from '../notifications';
import type { smtpEmailSender } from '../platform/mail';
import type { outboxWhatsAppSender } from '../platform/whatsapp';

/** Where the local stack sends e-mail and writes WhatsApp requests; the API process reads the same from its environment. */
export const LOCAL_ALERT_ENV = {
  smtpUrl: 'CHECKFROTA_LOCAL_SMTP_URL',
  whatsappOutbox: 'CHECKFROTA_LOCAL_WHATSAPP_OUTBOX',
  origin: 'CHECKFROTA_LOCAL_ORIGIN',
  linkSecret: 'CHECKFROTA_LINK_SECRET',
} as const;

/**
 * The local stack's channels, from the variables the runner sets, made of the given build's
 * senders (the API process passes the deployed build's); null outside the stack.
 */
export function localAlertChannels(
  senders: { smtpEmailSender: typeof smtpEmailSender; outboxWhatsAppSender: typeof outboxWhatsAppSender },
  env: NodeJS.ProcessEnv = process.env,
): AlertChannels | null {
  const [smtpUrl, outbox, origin, linkSecret] = [
    env[LOCAL_ALERT_ENV.smtpUrl],
    env[LOCAL_ALERT_ENV.whatsappOutbox],
    env[LOCAL_ALERT_ENV.origin],
    env[LOCAL_ALERT_ENV.linkSecret],
  ];
  if (!smtpUrl || !outbox || !origin || !linkSecret) return null;
  return {
    email: senders.smtpEmailSender({ url: smtpUrl, from: 'CheckFrota <alertas@checkfrota.local>' }),
    whatsapp: senders.outboxWhatsAppSender(outbox),
    origin,
    linkSecret,
  };
}
