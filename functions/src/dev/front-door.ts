import { Agent, request, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { rewrittenFunction, type Rewrite } from './hosting-config';

/**
 * The local stack's address (:5000), standing where Google's front end stands in production:
 * `/api` and below, and the public check of reports (`/verificar/`, rewritten to the API function
 * as firebase.json does), go to the API app in this same process, everything else to the Hosting
 * emulator, which serves `web/dist` with firebase.json's headers and SPA fallback. The Hosting
 * emulator can only rewrite to a function of a running Functions emulator (one request per worker
 * process, at most 3 here), so the API path skips it; in this process rather than a hop away, it
 * costs the API nothing but the path check. With `pdf` (a port and firebase.json's rewrites), the
 * paths Hosting rewrites to the `pdf` function go to the process on that port, as production
 * serves them apart from the light API: a PDF drawn there never holds this process.
 */
const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/verificar/');

export function frontDoor(
  api: RequestListener,
  hostingPort: number,
  host = '127.0.0.1',
  pdf?: { port: number; rewrites: readonly Rewrite[] },
): RequestListener {
  // Kept-alive sockets: a new connection per file would cost more than the hop itself.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const forwardTo = (port: number, unanswered: string) => (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host, port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(unanswered);
    });
    req.pipe(upstream);
  };
  const toHosting = forwardTo(hostingPort, 'O emulador do Hosting não respondeu.');
  const toPdf = pdf ? forwardTo(pdf.port, 'A função de PDF não respondeu.') : null;
  const isPdfPath = (url: string) => rewrittenFunction(pdf?.rewrites ?? [], url.split('?')[0]!) === 'pdf';
  return (req, res) => {
    const url = req.url ?? '/';
    if (toPdf && isPdfPath(url)) toPdf(req, res);
    else if (isApiPath(url)) api(req, res);
    else toHosting(req, res);
  };
}
