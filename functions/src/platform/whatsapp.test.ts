import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudApiWhatsAppSender } from './whatsapp';

/**
 * A local server answering as the Cloud API documents `POST /{phone-number-id}/messages`: 200 with
 * `messages[0].id`, or an `error` object with Meta's code (throttling 130429, undeliverable 131026).
 */
const received: Array<{ url: string; auth: string; body: Record<string, unknown> }> = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let server: Server;
let baseUrl: string;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received.push({
      url: req.url ?? '',
      auth: String(req.headers.authorization),
      body: JSON.parse(await readBody(req)),
    });
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = {
  to: '+5511988880001',
  template: 'checkfrota_veiculo_fora_de_servico',
  language: 'pt_BR',
  parameters: ['Ana', 'Transportes Alfa', 'Accelo fora de serviço', 'https://app/admin/vehicles/v1'],
};

describe('the WhatsApp Cloud API client', () => {
  const sender = () => cloudApiWhatsAppSender({ baseUrl, phoneNumberId: '1234567890', accessToken: 'tok' });

  it('when the API accepts the template, then it got the documented request and the message id comes back', async () => {
    answer = {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '5511988880001', wa_id: '5511988880001' }],
        messages: [{ id: 'wamid.HBgM' }],
      },
    };
    expect(await sender().send(message)).toEqual({ ok: true, id: 'wamid.HBgM' });
    expect(received.at(-1)).toEqual({
      url: '/v21.0/1234567890/messages',
      auth: 'Bearer tok',
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '5511988880001',
        type: 'template',
        template: {
          name: 'checkfrota_veiculo_fora_de_servico',
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: message.parameters.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      },
    });
  });

  it('when the API throttles, then the failure is one to retry', async () => {
    answer = {
      status: 400,
      body: { error: { message: 'Rate limit hit', type: 'OAuthException', code: 130429, fbtrace_id: 'x' } },
    };
    expect(await sender().send(message)).toEqual({ ok: false, retry: true, reason: '400 130429 Rate limit hit' });
  });

  it('when the API cannot deliver to that number, then the failure is final', async () => {
    answer = { status: 400, body: { error: { message: 'Message undeliverable', code: 131026 } } };
    expect(await sender().send(message)).toMatchObject({ ok: false, retry: false });
  });

  it('when the API is down, then the failure is one to retry', async () => {
    answer = { status: 503, body: {} };
    expect(await sender().send(message)).toMatchObject({ ok: false, retry: true });
    const unreachable = cloudApiWhatsAppSender({ baseUrl: 'http://127.0.0.1:1', phoneNumberId: '1', accessToken: 't' });
    expect(await unreachable.send(message)).toMatchObject({ ok: false, retry: true });
  });
});
