import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail the local SMTP server received, as the inbox shows it. */
export interface InboxMessage {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailInbox {
  smtpPort: number;
  webPort: number;
  messages(): InboxMessage[];
  stop(): Promise<void>;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function readLines<T>(file: string | undefined): T[] {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** The inbox page: e-mails newest first, each opened in a sandboxed frame, and the WhatsApp requests below. */
function inboxPage(messages: InboxMessage[], whatsapp: Array<{ at: string; request: unknown }>, open?: InboxMessage) {
  const e = escapeHtml;
  const list = [...messages]
    .reverse()
    .map(
      (m) =>
        `<li><a href="/?id=${m.id}">${e(m.subject)}</a><br><small>${e(m.to.join(', '))} · ${e(m.receivedAt)}</small></li>`,
    )
    .join('');
  const wa = [...whatsapp]
    .reverse()
    .map((w) => `<li><small>${e(w.at)}</small><pre>${e(JSON.stringify(w.request, null, 2))}</pre></li>`)
    .join('');
  const body = open
    ? `<h2>${e(open.subject)}</h2><p><small>De ${e(open.from)} para ${e(open.to.join(', '))}</small></p>` +
      `<iframe sandbox="allow-popups" style="width:100%;height:480px;border:1px solid #ccc" srcdoc="${e(open.html)}"></iframe>` +
      `<h3>Texto</h3><pre style="white-space:pre-wrap">${e(open.text)}</pre>`
    : '<p>Escolha um e-mail.</p>';
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>CheckFrota — caixa de entrada local</title></head>' +
    '<body style="font-family:Arial,Helvetica,sans-serif;margin:16px;display:grid;grid-template-columns:320px 1fr;gap:24px">' +
    `<aside><h1 style="font-size:18px">E-mails (${messages.length})</h1><ul style="padding-left:16px">${list}</ul>` +
    `<h1 style="font-size:18px">WhatsApp (${whatsapp.length})</h1><ul style="padding-left:16px">${wa}</ul></aside>` +
    `<main>${body}</main></body></html>`
  );
}

/**
 * The local stack's mail server: a real SMTP server (smtp-server) that keeps every e-mail the
 * product sends, and a web page that shows them beside the WhatsApp outbox. `store` keeps the
 * e-mails across restarts; `whatsappOutbox` is the file the local WhatsApp sender writes.
 */
export async function startMailInbox(options: {
  smtpPort: number;
  webPort: number;
  store?: string;
  whatsappOutbox?: string;
}): Promise<MailInbox> {
  const messages = readLines<InboxMessage>(options.store);
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          );
          const message: InboxMessage = {
            id: messages.length + 1,
            receivedAt: new Date().toISOString(),
            from: mail.from?.text ?? '',
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              [...mail.headerLines].map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).trim()]),
            ),
          };
          messages.push(message);
          if (options.store) appendFileSync(options.store, `${JSON.stringify(message)}\n`);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort, '127.0.0.1', () => resolve());
  });

  const web: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/messages.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(messages));
      return;
    }
    const open = messages.find((m) => String(m.id) === url.searchParams.get('id'));
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(inboxPage(messages, readLines(options.whatsappOutbox), open));
  });
  await new Promise<void>((resolve) => web.listen(options.webPort, '127.0.0.1', () => resolve()));

  return {
    smtpPort: options.smtpPort,
    webPort: options.webPort,
    messages: () => [...messages],
    stop: async () => {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => web.close(() => resolve())),
      ]);
    },
  };
}
