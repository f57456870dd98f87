import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got: its Standard Webhooks headers, whether its signature checked, the event. */
export interface ReceivedWebhook {
  receivedAt: string;
  path: string;
  webhookId: string;
  timestamp: string;
  verified: boolean;
  /** Why the signature did not check; null when it did. */
  error: string | null;
  type: string | null;
  payload: unknown;
  /** What the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  port: number;
  url: string;
  received(): ReceivedWebhook[];
  stop(): Promise<void>;
}

export interface WebhookReceiverOptions {
  port: number;
  /** The signing secrets it accepts (`whsec_…`), read at each request: those of the endpoints that point to it. */
  secrets: () => readonly string[] | Promise<readonly string[]>;
  /** What it answers every request, signed or not (else 200, or 401 to a bad signature): a test's failing receiver answers 500. */
  answer?: (request: ReceivedWebhook) => number;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** Verifies with each secret in turn: any one that signs it checks it. */
function verify(secrets: readonly string[], body: string, headers: IncomingHttpHeaders) {
  const signed = {
    'webhook-id': header(headers, 'webhook-id'),
    'webhook-timestamp': header(headers, 'webhook-timestamp'),
    'webhook-signature': header(headers, 'webhook-signature'),
  };
  let error = 'Nenhum segredo configurado';
  for (const secret of secrets) {
    try {
      return { payload: new Webhook(secret).verify(body, signed), error: null };
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
  }
  return { payload: null, error };
}

/** `GET /` in a browser: the events received, newest first. */
function page(received: ReceivedWebhook[]): string {
  const rows = [...received]
    .reverse()
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.receivedAt)}</td><td>${escapeHtml(r.type ?? '—')}</td>` +
        `<td>${r.verified ? 'válida' : `inválida: ${escapeHtml(r.error ?? '')}`}</td><td>${r.status}</td>` +
        `<td><pre>${escapeHtml(JSON.stringify(r.payload, null, 2))}</pre></td></tr>`,
    )
    .join('');
  return (
    '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Receptor local de webhooks</title>' +
    '<style>body{font-family:sans-serif;margin:2rem}td,th{border-bottom:1px solid #ddd;padding:.4rem;vertical-align:top;text-align:left}pre{margin:0;font-size:12px}</style>' +
    `<h1>Receptor local de webhooks</h1><p>${received.length} evento(s) recebido(s). Em JSON: <code>curl -H 'Accept: application/json' …/</code></p>` +
    `<table><tr><th>Recebido em</th><th>Evento</th><th>Assinatura</th><th>Resposta</th><th>Conteúdo</th></tr>${rows}</table></html>`
  );
}

/**
 * A receiver of signed webhooks on this machine: each POST is verified with `standardwebhooks`
 * against the secrets it is given and kept; `GET /` lists what came (HTML, or JSON when asked).
 * The local stack runs one for the demo's 'Receptor local'; tests run one per case.
 */
export function startWebhookReceiver(options: WebhookReceiverOptions): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((req, res) => {
    if (req.method === 'GET') {
      const json = (req.headers.accept ?? '').includes('application/json');
      res.writeHead(200, { 'content-type': json ? 'application/json' : 'text/html; charset=utf-8' });
      res.end(json ? JSON.stringify(received) : page(received));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { payload, error } = verify(await options.secrets(), body, req.headers);
      const entry: ReceivedWebhook = {
        receivedAt: new Date().toISOString(),
        path: req.url ?? '/',
        webhookId: header(req.headers, 'webhook-id'),
        timestamp: header(req.headers, 'webhook-timestamp'),
        verified: error === null,
        error,
        type: (payload as { type?: string } | null)?.type ?? null,
        payload,
        status: 0,
      };
      entry.status = options.answer?.(entry) ?? (error ? 401 : 200);
      received.push(entry);
      res.writeHead(entry.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ received: entry.verified }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        port,
        url: `http://127.0.0.1:${port}`,
        received: () => [...received],
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
