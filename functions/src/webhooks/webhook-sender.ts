import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { bodyExcerpt, DELIVERY_TIMEOUT_MS } from '../domain/webhooks/delivery';

/**
 * Where no receiver may be in production (SSRF): private, loopback, link-local (the cloud's
 * metadata server, 169.254.169.254), carrier-grade NAT, unspecified, multicast and reserved
 * ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 included).
 */
const FORBIDDEN = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  FORBIDDEN.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  FORBIDDEN.addSubnet(net, prefix, 'ipv6');

/** Whether a receiver may be at this address in production. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return isPublicAddress(mapped);
    return !FORBIDDEN.check(address, 'ipv6');
  }
  return !FORBIDDEN.check(address, 'ipv4');
}

/** A refused address: said in the log in Portuguese. */
export class RefusedAddress extends Error {}

export const refusedAddressMessage = (address: string) => `Endereço não permitido: ${address}`;

/**
 * The name's addresses, all of them checked, and the connection made to the one checked: a name
 * that resolves to a public address when checked and a private one when connecting (DNS rebinding)
 * cannot slip through, since there is one resolution.
 */
function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowLocal ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(new RefusedAddress(refusedAddressMessage(refused.address)), '', 0);
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

export interface SignedRequest {
  url: string;
  secret: string;
  /** `webhook-id`: the event's, the same on every try. */
  eventId: string;
  body: string;
  /** `webhook-timestamp`. */
  at: Date;
  /** The local stack's receiver on localhost: http and private addresses pass. */
  allowLocal: boolean;
  timeoutMs?: number;
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** The answer's first KB. */
  body: string | null;
  error: string | null;
  durationMs: number;
}

/** The Standard Webhooks headers of one try. */
export function signedHeaders(secret: string, eventId: string, at: Date, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'CheckFrota-Webhooks/1.0',
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}

/**
 * POSTs the event, signed, and reads at most the answer's first KB. Any 2xx is a success; anything
 * else, a timeout or a refused address is a failure with its reason. Redirects are not followed (a
 * redirect could lead anywhere).
 */
export function sendSigned(request: SignedRequest): Promise<SendResult> {
  const started = Date.now();
  const done = (result: Omit<SendResult, 'durationMs'>): SendResult => ({
    ...result,
    durationMs: Date.now() - started,
  });
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve(done({ ok: false, status: null, body: null, error: 'URL inválida' }));
  }
  if (url.protocol !== 'https:' && !(request.allowLocal && url.protocol === 'http:'))
    return Promise.resolve(done({ ok: false, status: null, body: null, error: 'A URL precisa usar https' }));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !request.allowLocal && !isPublicAddress(host))
    return Promise.resolve(done({ ok: false, status: null, body: null, error: refusedAddressMessage(host) }));

  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: signedHeaders(request.secret, request.eventId, request.at, request.body),
        lookup: guardedLookup(request.allowLocal),
        timeout: request.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < 4096) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve(done({ ok, status, body: bodyExcerpt(Buffer.concat(chunks).toString('utf8')), error: null }));
        });
        res.on('error', (error) =>
          resolve(done({ ok: false, status: res.statusCode ?? null, body: null, error: error.message })),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('Tempo esgotado')));
    req.on('error', (error) => resolve(done({ ok: false, status: null, body: null, error: error.message })));
    req.end(request.body);
  });
}
