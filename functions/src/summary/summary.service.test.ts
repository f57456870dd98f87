import { beforeEach, describe, expect, it } from 'vitest';
import { morningSummary } from '../domain/notifications/summary';
import { alertPreferencesRepository } from '../notifications/alert-preferences.repository';
import { companyAdmin } from '../companies';
import { connectAlertChannels, connectContacts } from '../notifications';
import { db } from '../platform/firebase';
import { recordingEmailSender } from '../platform/mail';
import { recordingWhatsAppSender } from '../platform/whatsapp';
import { newCompanyId } from '../testing/accounts';
import { sendCompanySummary } from './summary.service';

// 07:00 in São Paulo on Friday 27 November 2026.
const SEVEN_SP = new Date('2026-11-27T10:00:00Z');
let company: string;
let email = recordingEmailSender();

beforeEach(async () => {
  connectContacts(async (companyId, personId) => {
    const admin = await companyAdmin(companyId, personId);
    return admin && { name: admin.name, email: admin.email, phone: '' };
  });
  email = recordingEmailSender();
  connectAlertChannels({ email, whatsapp: recordingWhatsAppSender(), origin: 'https://app.dev', linkSecret: 's' });
  company = newCompanyId('resumo');
  const ref = db().collection('companies').doc(company);
  await ref.set({ name: 'Transportes Alfa', timeZone: 'America/Sao_Paulo' });
  await ref.collection('admins').doc('ana').set({ name: 'Ana Souza', email: 'ana@alfa.dev', role: 'admin' });
  await ref.collection('admins').doc('caio').set({ name: 'Caio Reis', email: 'caio@alfa.dev', role: 'admin' });
});

async function demoLikeFleet() {
  const ref = db().collection('companies').doc(company);
  await ref
    .collection('vehicles')
    .doc('accelo')
    .set({
      name: 'Accelo Baú Leve',
      plate: 'RST4U56',
      outOfService: true,
      service: { outOfService: true, openDefects: 1, openCriticalDefects: 1 },
    });
  await ref.collection('vehicles').doc('strada').set({ name: 'Strada', plate: 'ABC1D23' });
  const accelo = { id: 'accelo', name: 'Accelo Baú Leve', plate: 'RST4U56' };
  await ref.collection('defects').doc('freio').set({
    vehicle: accelo,
    vehicleId: 'accelo',
    title: 'Freios funcionando',
    severity: 'critical',
    status: 'open',
    isOpen: true,
    openedAt: '2026-11-26T12:00:00.000Z',
  });
  await ref.collection('defects').doc('farol').set({
    vehicle: accelo,
    vehicleId: 'accelo',
    title: 'Farol queimado',
    severity: 'non_critical',
    status: 'open',
    isOpen: true,
    openedAt: '2026-11-26T12:00:00.000Z',
  });
  await ref.collection('defects').doc('pneu').set({
    vehicle: accelo,
    vehicleId: 'accelo',
    title: 'Pneus calibrados',
    severity: 'critical',
    status: 'resolved',
    isOpen: false,
    openedAt: '2026-11-20T12:00:00.000Z',
  });
  for (const [id, reviewStatus] of [
    ['c1', 'pending'],
    ['c2', 'pending'],
    ['c3', 'approved'],
  ] as const)
    await ref.collection('checklist_events').doc(id).set({ reviewStatus, status: 'completed' });
  const deadline = (key: string, title: string, dueDay: string, vehicle: { id: string; name: string; plate: string }) =>
    ref.collection('deadlines').doc(key).set({ kind: 'document', title, dueDay, vehicle, link: '/admin/deadlines' });
  await deadline('document_ipva', 'IPVA', '2026-11-15', { id: 'strada', name: 'Strada', plate: 'ABC1D23' });
  await deadline('fine_f1', 'Multa 1A2B3C4D (indicação do condutor)', '2026-12-01', {
    id: 'accelo',
    name: 'Accelo Baú Leve',
    plate: 'RST4U56',
  });
  await deadline('document_seguro', 'Seguro', '2027-01-20', { id: 'strada', name: 'Strada', plate: 'ABC1D23' });
}

describe('the morning summary', () => {
  it('when it is 07:00 in São Paulo, then each admin gets one e-mail naming the vehicle out of service, the overdue IPVA and the fine', async () => {
    await demoLikeFleet();
    expect(await sendCompanySummary(company, SEVEN_SP)).toBe(2);
    expect(await sendCompanySummary(company, SEVEN_SP)).toBe(2);
    expect(email.sent.map((e) => e.to).sort()).toEqual(['ana@alfa.dev', 'caio@alfa.dev']);
    const [first] = email.sent;
    expect(first!.subject).toBe('Transportes Alfa: Resumo do dia 27/11/2026');
    expect(first!.text).toContain('1 veículo fora de serviço: Accelo Baú Leve (RST4U56)');
    expect(first!.text).toContain('IPVA — Strada (ABC1D23) (vencido em 15/11/2026)');
    expect(first!.text).toContain(
      'Multa 1A2B3C4D (indicação do condutor) — Accelo Baú Leve (RST4U56) (vence em 01/12/2026)',
    );
    expect(first!.text).not.toContain('Seguro');
    expect(first!.text).toContain(
      '1 defeito crítico aberto: Freios funcionando — Accelo Baú Leve (RST4U56)\nVer no CheckFrota: https://app.dev/admin/defects?severity=critical',
    );
    expect(first!.text).not.toContain('Farol');
    expect(first!.text).not.toContain('Pneus');
    expect(first!.text).toContain(
      '2 respostas aguardando revisão\nVer no CheckFrota: https://app.dev/admin/responses?status=pending',
    );
    expect(first!.html).toContain(
      '<p>2 respostas aguardando revisão <a href="https://app.dev/admin/responses?status=pending">Ver no CheckFrota</a></p>',
    );
    expect(first!.text).toContain('https://app.dev/admin/dashboard');
  });

  it('when an admin turned it off or chose weekly on a Friday, then only the others get it', async () => {
    await demoLikeFleet();
    await alertPreferencesRepository.savePerson(company, 'caio', { choices: {}, whatsappOptIn: null, summary: 'off' });
    expect(await sendCompanySummary(company, SEVEN_SP)).toBe(1);
    await alertPreferencesRepository.savePerson(company, 'ana', {
      choices: {},
      whatsappOptIn: null,
      summary: 'weekly',
    });
    expect(await sendCompanySummary(company, new Date('2026-11-28T10:00:00Z'))).toBe(0);
    expect(email.sent.map((e) => e.to)).toEqual(['ana@alfa.dev']);
  });

  it('when it is not the company’s summary hour, or there is nothing to say, then nothing is sent', async () => {
    expect(await sendCompanySummary(company, SEVEN_SP)).toBe(0);
    await demoLikeFleet();
    expect(await sendCompanySummary(company, new Date('2026-11-27T11:00:00Z'))).toBe(0);
    expect(email.sent).toEqual([]);
  });
});

describe('what the summary says', () => {
  it('when there is nothing, then there is no summary', () => {
    expect(
      morningSummary(
        {
          today: '2026-11-27',
          missedYesterday: [],
          outOfService: [],
          openCriticalDefects: [],
          awaitingReview: 0,
          deadlines: [],
        },
        '/x',
      ),
    ).toBeNull();
  });

  it('when checklists were missed yesterday, then it counts them in pt-BR plurals', () => {
    const summary = morningSummary(
      {
        today: '2026-11-27',
        missedYesterday: [
          { templateName: 'Saída', userName: 'João', vehicle: 'Accelo (RST4U56)' },
          { templateName: 'Retorno', userName: 'Maria', vehicle: null },
        ],
        outOfService: [],
        openCriticalDefects: [],
        awaitingReview: 0,
        deadlines: [],
      },
      '/admin/dashboard',
    );
    expect(summary?.lines).toEqual([
      {
        text: '2 checklists não realizados ontem: Saída — Accelo (RST4U56) — João; Retorno — Maria',
        link: '/admin/dashboard',
      },
    ]);
  });

  it('when defects are critical and answers wait, then it counts each in pt-BR with the filtered screen, in that order', () => {
    const summary = morningSummary(
      {
        today: '2026-11-27',
        missedYesterday: [],
        outOfService: [],
        openCriticalDefects: [
          { title: 'Freios', vehicle: 'Accelo (RST4U56)' },
          { title: 'Direção', vehicle: 'Strada (ABC1D23)' },
        ],
        awaitingReview: 1,
        deadlines: [],
      },
      '/admin/dashboard',
    );
    expect(summary?.lines).toEqual([
      {
        text: '2 defeitos críticos abertos: Freios — Accelo (RST4U56); Direção — Strada (ABC1D23)',
        link: '/admin/defects?severity=critical',
      },
      { text: '1 resposta aguardando revisão', link: '/admin/responses?status=pending' },
    ]);
  });
});
