import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertEmail } from '../domain/notifications/alert-email';
import { smtpEmailSender } from '../platform/mail';
import { startMailInbox, type MailInbox } from './mail-inbox';

let inbox: MailInbox;
const SMTP_PORT = 12025;
const WEB_PORT = 12080;

beforeAll(async () => {
  inbox = await startMailInbox({ smtpPort: SMTP_PORT, webPort: WEB_PORT });
});
afterAll(() => inbox.stop());

describe('the local inbox', () => {
  it('when the product sends an e-mail over SMTP, then the inbox keeps it and its page lists it', async () => {
    const sender = smtpEmailSender({
      url: `smtp://127.0.0.1:${SMTP_PORT}`,
      from: 'CheckFrota <alertas@checkfrota.local>',
    });
    const email = alertEmail({
      companyName: 'Transportes Alfa',
      logoUrl: null,
      personName: 'Ana Souza',
      kind: 'vehicle_out_of_service',
      title: 'Veículo fora de serviço',
      lines: ['Accelo Baú Leve (ABC1D23) está fora de serviço.'],
      link: 'http://127.0.0.1:5000/admin/vehicles/v1',
      unsubscribeUrl: 'http://127.0.0.1:5000/api/alerts/unsubscribe?token=a.b',
    });
    const sent = await sender.send({ to: 'admin@alfa.dev', ...email });
    expect(sent).toMatchObject({ ok: true });

    const [message] = (await (await fetch(`http://127.0.0.1:${WEB_PORT}/messages.json`)).json()) as Array<
      Record<string, unknown>
    >;
    expect(message).toMatchObject({ to: ['admin@alfa.dev'], subject: 'Transportes Alfa: Veículo fora de serviço' });
    expect(message!.html).toContain('Olá, Ana!');
    expect(message!.text).toContain('Abrir no CheckFrota: http://127.0.0.1:5000/admin/vehicles/v1');
    const page = await (await fetch(`http://127.0.0.1:${WEB_PORT}/`)).text();
    expect(page).toContain('E-mails (1)');
    expect(page).toContain('Transportes Alfa: Veículo fora de serviço');
  });

  it('when nothing listens on the SMTP port, then the send fails as one to retry', async () => {
    const sender = smtpEmailSender({ url: 'smtp://127.0.0.1:1', from: 'x@y.dev' });
    expect(await sender.send({ to: 'a@b.dev', subject: 's', html: '<p>x</p>', text: 'x' })).toMatchObject({
      ok: false,
      retry: true,
    });
  });
});
