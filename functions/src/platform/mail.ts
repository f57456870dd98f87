import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** What became of one send: retry a passing failure (a server down, a 4xx reply), not a refused address. */
export type SendOutcome = { ok: true; id: string } | { ok: false; retry: boolean; reason: string };

/** The e-mail port: SMTP through nodemailer wherever it runs, a recorder in tests. */
export interface EmailSender {
  send(email: OutgoingEmail): Promise<SendOutcome>;
}

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` or `smtps://…:465`, as nodemailer reads it. */
  url: string;
  /** The sender, e.g. `CheckFrota <alertas@checkfrota.com.br>`. */
  from: string;
}

/** SMTP with nodemailer: any provider (SES, SendGrid, Gmail, the local inbox) by its URL. */
export function smtpEmailSender(settings: SmtpSettings): EmailSender {
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send(email) {
      try {
        const info = await transport.sendMail({ from: settings.from, ...email });
        return { ok: true, id: String(info.messageId) };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx is the server's final no (a refused address); anything else may pass on a later try.
        const final = typeof code === 'number' && code >= 500;
        return { ok: false, retry: !final, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** A sender that records what it accepted, for tests; `outcome` plays the server's answer to each. */
export function recordingSender<T>(outcome: (message: T) => SendOutcome) {
  const sent: T[] = [];
  return {
    sent,
    async send(message: T): Promise<SendOutcome> {
      const result = outcome(message);
      if (result.ok) sent.push(message);
      return result;
    },
  };
}

/** Records each e-mail, for tests. */
export const recordingEmailSender = (
  outcome: (email: OutgoingEmail) => SendOutcome = () => ({ ok: true, id: 'm' }),
): EmailSender & { sent: OutgoingEmail[] } => recordingSender(outcome);
