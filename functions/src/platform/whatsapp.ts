import { appendFile } from 'node:fs/promises';
import { recordingSender, type SendOutcome } from './mail';

/** One approved template message: its name, language and the body's parameters in order. */
export interface WhatsAppTemplateMessage {
  /** E.164: '+5511988880001'. */
  to: string;
  template: string;
  language: string;
  parameters: readonly string[];
}

/** The WhatsApp port: Meta's Cloud API in production, an outbox file on the local stack. */
export interface WhatsAppSender {
  send(message: WhatsAppTemplateMessage): Promise<SendOutcome>;
}

export interface CloudApiSettings {
  /** 'https://graph.facebook.com/v21.0'; tests point it at a local server. */
  baseUrl: string;
  /** The business phone number's id in the WhatsApp Business account. */
  phoneNumberId: string;
  /** A system user's access token (Secret Manager). */
  accessToken: string;
}

/** The request body the Cloud API's `POST /{phone-number-id}/messages` takes for a template. */
export function cloudApiBody(message: WhatsAppTemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

// The Cloud API's error codes that pass: throttling (4, 80007, 130429), its own trouble (1, 2, 131000, 131016, 133004).
const PASSING_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 133004]);

/** Meta's WhatsApp Business Cloud API over HTTPS. */
export function cloudApiWhatsAppSender(settings: CloudApiSettings, fetchImpl: typeof fetch = fetch): WhatsAppSender {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${settings.accessToken}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(cloudApiBody(message)),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return { ok: false, retry: true, reason: error instanceof Error ? error.message : String(error) };
      }
      const body = (await response.json().catch(() => ({}))) as {
        messages?: Array<{ id?: string }>;
        error?: { message?: string; code?: number };
      };
      const id = body.messages?.[0]?.id;
      if (response.ok && id) return { ok: true, id };
      const code = body.error?.code;
      const retry =
        response.status === 429 || response.status >= 500 || (code !== undefined && PASSING_CODES.has(code));
      return { ok: false, retry, reason: `${response.status} ${code ?? ''} ${body.error?.message ?? ''}`.trim() };
    },
  };
}

/**
 * Writes each request the Cloud API would receive to a file, one JSON line each (the local stack:
 * Meta cannot be reached offline), and answers as the API would.
 */
export function outboxWhatsAppSender(outbox: string): WhatsAppSender {
  let count = 0;
  return {
    async send(message) {
      count += 1;
      const id = `wamid.local-${Date.now()}-${count}`;
      const line = { at: new Date().toISOString(), id, request: cloudApiBody(message) };
      await appendFile(outbox, `${JSON.stringify(line)}\n`);
      return { ok: true, id };
    },
  };
}

/** Records each message, for tests. */
export const recordingWhatsAppSender = (
  outcome: (message: WhatsAppTemplateMessage) => SendOutcome = () => ({ ok: true, id: 'wamid.test' }),
): WhatsAppSender & { sent: WhatsAppTemplateMessage[] } => recordingSender(outcome);
