import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outOfServiceNotification } from '../domain/notifications/alerts';
import { outOfServiceAlertTrigger } from '../fleet/vehicles/out-of-service-alert.triggers';
import { db } from '../platform/firebase';
import { recordingEmailSender, type SendOutcome } from '../platform/mail';
import { recordingPushSender } from '../platform/messaging';
import { recordingWhatsAppSender } from '../platform/whatsapp';
import { newCompanyId } from '../testing/accounts';
import { changeOf, deliverTwice } from '../testing/deliveries';
import { alertPreferencesRepository } from './alert-preferences.repository';
import { DELIVERIES_COLLECTION, deliveriesRepository } from './deliveries.repository';
import { attemptDelivery, connectAlertChannels, connectContacts, sendAlert } from './deliveries.service';
import { notifyAdmins } from './notifications.service';
import { verifyUnsubscribe } from './unsubscribe-token';
import { WHATSAPP_CONSENT_TEXT } from '../domain/notifications/preferences';

const SECRET = 'test-secret';
const people: Record<string, { name: string; email: string; phone: string }> = {
  ana: { name: 'Ana Souza', email: 'ana@alfa.dev', phone: '(11) 98888-0001' },
  bia: { name: 'Bia Lima', email: 'bia@alfa.dev', phone: '' },
};

let email = recordingEmailSender();
let whatsapp = recordingWhatsAppSender();
const CONSENT = { at: '2026-11-01T12:00:00.000Z', via: 'web' as const, text: WHATSAPP_CONSENT_TEXT };
let company: string;

const connect = (emailOutcome?: () => SendOutcome) => {
  email = recordingEmailSender(emailOutcome);
  whatsapp = recordingWhatsAppSender();
  connectAlertChannels({ email, whatsapp, origin: 'https://app.checkfrota.dev', linkSecret: SECRET });
};

const deliveries = async () =>
  (await db().collection(`companies/${company}/${DELIVERIES_COLLECTION}`).get()).docs.map((d) => ({
    id: d.id,
    ...d.data(),
  })) as Array<Record<string, unknown> & { id: string }>;

async function newCompany() {
  company = newCompanyId('alertas');
  const ref = db().collection('companies').doc(company);
  await ref.set({ name: 'Transportes Alfa', timeZone: 'America/Sao_Paulo' });
  await ref.collection('admins').doc('ana').set({ name: 'Ana Souza', email: 'ana@alfa.dev', role: 'admin' });
  await alertPreferencesRepository.savePerson(company, 'ana', {
    choices: {},
    whatsappOptIn: CONSENT,
    summary: 'daily',
  });
}

const message = (event: string) => ({
  event,
  kind: 'checklist_missed' as const,
  title: 'Checklist não realizado',
  lines: ['Checklist não realizado: Saída — Accelo (ABC1D23) — João'],
  link: '/admin/dashboard',
});

// 14:00 in São Paulo: outside the default quiet hours.
const DAY = new Date('2026-11-27T17:00:00Z');

beforeAll(() => connectContacts(async (_companyId, personId) => people[personId] ?? null));

beforeEach(async () => {
  connect();
  await newCompany();
});

describe('the outbox', () => {
  it('when the same alert is sent twice, then one e-mail goes and the outbox holds one message per channel', async () => {
    await sendAlert(company, { id: 'ana', inbox: 'admins' }, message('missed_c1'), DAY);
    await sendAlert(company, { id: 'ana', inbox: 'admins' }, message('missed_c1'), DAY);
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]).toMatchObject({ to: 'ana@alfa.dev', subject: 'Transportes Alfa: Checklist não realizado' });
    expect(email.sent[0]!.text).toContain('https://app.checkfrota.dev/admin/dashboard');
    // An admin's missed checklist is not a WhatsApp kind by default.
    expect((await deliveries()).map((d) => [d.channel, d.status, d.attempts])).toEqual([['email', 'sent', 1]]);
  });

  it('when a vehicle goes out of service and the event comes twice, then each admin gets one e-mail and one WhatsApp', async () => {
    const trigger = outOfServiceAlertTrigger(recordingPushSender());
    const change = changeOf(
      company,
      'v1',
      { outOfService: false, serviceMoves: 0 },
      { outOfService: true, serviceMoves: 1, name: 'Accelo Baú Leve', plate: 'ABC1D23' },
    );
    await deliverTwice(trigger, change);
    await Promise.all([trigger.handler(change), trigger.handler(change)]);
    expect(email.sent.map((e) => e.subject)).toEqual(['Transportes Alfa: Veículo fora de serviço']);
    expect(email.sent[0]!.text).toContain('Accelo Baú Leve (ABC1D23) está fora de serviço');
    expect(email.sent[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(whatsapp.sent).toEqual([
      {
        to: '+5511988880001',
        template: 'checkfrota_veiculo_fora_de_servico',
        language: 'pt_BR',
        parameters: [
          'Ana',
          'Transportes Alfa',
          'Accelo Baú Leve (ABC1D23) está fora de serviço: um item crítico falhou no checklist.',
          'https://app.checkfrota.dev/admin/vehicles/v1',
        ],
      },
    ]);
  });

  it('when the e-mail server fails for a while, then the message is tried again later with backoff and sent once', async () => {
    let down = true;
    connect(() => (down ? { ok: false, retry: true, reason: '421 ocupado' } : { ok: true, id: 'm1' }));
    await sendAlert(company, { id: 'ana', inbox: 'admins' }, message('missed_c2'), DAY);
    const [failed] = await deliveries();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, reason: '421 ocupado' });
    expect((failed!.nextAttemptAt as Timestamp).toDate()).toEqual(new Date(DAY.getTime() + 60_000));

    // Not yet due: nothing is tried.
    await attemptDelivery(company, failed!.id, new Date(DAY.getTime() + 30_000));
    expect((await deliveries())[0]).toMatchObject({ attempts: 1 });

    down = false;
    const later = new Date(DAY.getTime() + 61_000);
    await Promise.all([attemptDelivery(company, failed!.id, later), attemptDelivery(company, failed!.id, later)]);
    expect(email.sent).toHaveLength(1);
    expect((await deliveries())[0]).toMatchObject({ status: 'sent', attempts: 2, reason: null });
  });

  it('when a worker died after claiming a try, then past the lease the retry takes it up once, however many workers find it', async () => {
    let down = true;
    connect(() => (down ? { ok: false, retry: true, reason: '421 ocupado' } : { ok: true, id: 'm1' }));
    await sendAlert(company, { id: 'ana', inbox: 'admins' }, message('missed_dead'), DAY);
    const [pending] = await deliveries();
    // Try 2 is claimed by a process that stops before it sends or records anything.
    const claimed = new Date(DAY.getTime() + 61_000);
    expect(await deliveriesRepository.claimAttempt(company, pending!.id, 2, claimed)).toBe(true);
    down = false;

    // Within the lease the claim may still be at work: nobody takes it up.
    await attemptDelivery(company, pending!.id, new Date(claimed.getTime() + 5 * 60_000));
    expect(email.sent).toEqual([]);
    expect((await deliveries())[0]).toMatchObject({ status: 'pending', attempts: 1 });

    const late = new Date(claimed.getTime() + 11 * 60_000);
    await Promise.all([attemptDelivery(company, pending!.id, late), attemptDelivery(company, pending!.id, late)]);
    await attemptDelivery(company, pending!.id, new Date(late.getTime() + 60 * 60_000));
    expect(email.sent).toHaveLength(1);
    expect((await deliveries())[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('when the server refuses the address for good, then it is not tried again and shows failed', async () => {
    connect(() => ({ ok: false, retry: false, reason: '550 caixa inexistente' }));
    await sendAlert(company, { id: 'ana', inbox: 'admins' }, message('missed_c3'), DAY);
    expect((await deliveries())[0]).toMatchObject({ status: 'failed', attempts: 1, reason: '550 caixa inexistente' });
  });

  it('when the admin turned the e-mails of a kind off, then none of that kind enters the outbox', async () => {
    await alertPreferencesRepository.turnOff(company, 'ana', 'checklist_missed', 'email');
    await sendAlert(company, { id: 'ana', inbox: 'admins' }, message('missed_c4'), DAY);
    expect(email.sent).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it('when an e-mail goes, then its unsubscribe link names only that person and kind', async () => {
    await sendAlert(company, { id: 'ana', inbox: 'admins' }, message('missed_c5'), DAY);
    const link = /unsubscribe\?token=([^\s"<>]+)/.exec(email.sent[0]!.text)![1]!;
    expect(verifyUnsubscribe(SECRET, link)).toEqual({
      companyId: company,
      personId: 'ana',
      inbox: 'admins',
      kind: 'checklist_missed',
    });
    expect(verifyUnsubscribe('another-secret', link)).toBeNull();
  });
});

describe('WhatsApp rules', () => {
  const driverMessage = (event: string) => ({
    ...message(event),
    kind: 'checklist_assigned' as const,
    link: '/mobile',
  });

  it('when it is night in the company zone, then a non-critical WhatsApp waits for the morning and a critical one goes', async () => {
    const night = new Date('2026-11-28T02:00:00Z'); // 23:00 in São Paulo
    await alertPreferencesRepository.savePerson(company, 'ana', {
      choices: { checklist_assigned: { whatsapp: true } },
      whatsappOptIn: CONSENT,
      summary: 'daily',
    });
    await sendAlert(company, { id: 'ana', inbox: 'users' }, driverMessage('assigned_c1'), night);
    expect(whatsapp.sent).toEqual([]);
    const waiting = (await deliveries()).find((d) => d.channel === 'whatsapp')!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect((waiting.nextAttemptAt as Timestamp).toDate().toISOString()).toBe('2026-11-28T10:00:00.000Z');

    await attemptDelivery(company, waiting.id, new Date('2026-11-28T10:00:00Z'));
    expect(whatsapp.sent.map((m) => m.template)).toEqual(['checkfrota_checklist_atribuido']);

    await notifyAdmins(recordingPushSender(), company, outOfServiceNotification({ id: 'v9', label: 'Van', move: 1 }));
    expect(whatsapp.sent.map((m) => m.template)).toEqual([
      'checkfrota_checklist_atribuido',
      'checkfrota_veiculo_fora_de_servico',
    ]);
  });

  it('when the person never agreed to WhatsApp, or has no mobile, then it is skipped with the reason', async () => {
    await alertPreferencesRepository.savePerson(company, 'ana', { choices: {}, whatsappOptIn: null, summary: 'daily' });
    await alertPreferencesRepository.savePerson(company, 'bia', {
      choices: {},
      whatsappOptIn: CONSENT,
      summary: 'daily',
    });
    await sendAlert(company, { id: 'ana', inbox: 'users' }, driverMessage('assigned_c2'), DAY);
    await sendAlert(company, { id: 'bia', inbox: 'users' }, driverMessage('assigned_c2'), DAY);
    expect(whatsapp.sent).toEqual([]);
    const reasons = (await deliveries())
      .filter((d) => d.channel === 'whatsapp')
      .map((d) => [d.personId, d.status, d.reason]);
    expect(reasons.sort()).toEqual([
      ['ana', 'skipped', 'A pessoa não autorizou mensagens por WhatsApp'],
      ['bia', 'skipped', 'A pessoa não tem um celular válido cadastrado'],
    ]);
  });

  it('when the company reached its monthly cap, then further WhatsApp messages are skipped', async () => {
    await alertPreferencesRepository.saveCompany(company, {
      ...(await alertPreferencesRepository.company(company)),
      whatsappMonthlyCap: 1,
    });
    await sendAlert(company, { id: 'ana', inbox: 'users' }, driverMessage('assigned_c3'), DAY);
    await sendAlert(company, { id: 'ana', inbox: 'users' }, driverMessage('assigned_c4'), DAY);
    expect(whatsapp.sent).toHaveLength(1);
    const capped = (await deliveries()).filter((d) => d.channel === 'whatsapp' && d.status === 'skipped');
    expect(capped.map((d) => d.reason)).toEqual(['Limite mensal de WhatsApp da empresa atingido']);
  });

  it('when two WhatsApp messages go at once with one left under the cap, then only one is sent', async () => {
    await alertPreferencesRepository.saveCompany(company, {
      ...(await alertPreferencesRepository.company(company)),
      whatsappMonthlyCap: 1,
    });
    await Promise.all([
      sendAlert(company, { id: 'ana', inbox: 'users' }, driverMessage('assigned_c5'), DAY),
      sendAlert(company, { id: 'ana', inbox: 'users' }, driverMessage('assigned_c6'), DAY),
      sendAlert(company, { id: 'ana', inbox: 'users' }, driverMessage('assigned_c7'), DAY),
    ]);
    expect(whatsapp.sent).toHaveLength(1);
    const statuses = (await deliveries()).filter((d) => d.channel === 'whatsapp').map((d) => d.status);
    expect(statuses.sort()).toEqual(['sent', 'skipped', 'skipped']);
  });
});
