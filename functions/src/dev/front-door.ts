import { Agent, request, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';

/**
 * The local stack's address (:5000), standing where Google's front end stands in production:
 * `/api` and below, and the public check of reports (`/verificar/`, rewritten to the API function
 * as firebase.json does), go to the API app in this same process, everything else to the Hosting
 * emulator, which serves `web/dist` with firebase.json's headers and SPA fallback. The Hosting
 * emulator can only rewrite to a function of a running Functions emulator (one request per worker
 * process, at most 3 here), so the API path skips it; in this process rather than a hop away, it
 * costs the API nothing but the path check.
 */
const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/verificar/');

export function frontDoor(api: RequestListener, hostingPort: number, host = '127.0.0.1'): RequestListener {
  // Kept-alive sockets: a new connection per file would cost more than the hop itself.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const toHosting = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host, port: hostingPort, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('O emulador do Hosting não respondeu.');
    });
    req.pipe(upstream);
  };
  return (req, res) => (isApiPath(req.url ?? '/') ? api(req, res) : toHosting(req, res));
}
