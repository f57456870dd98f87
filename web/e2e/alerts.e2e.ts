import { describe, expect, it } from 'vitest';
import { expectAccessible } from './accessibility';
import { apiAs } from './api';
import { expectPath, expectVisible, phoneOf, signIn, test, toast } from './browser';
import { inboxMessages } from './inbox';

const ANA = 'admin@alfa.dev';
/** A demo driver who has not agreed to WhatsApp yet. */
const MARIA = 'maria@alfa.dev';
/** The demo's second Alfa admin, who turned the morning summary off ('Minhas notificações'). */
const CAIO = 'caio@alfa.dev';
const ZONE = 'America/Sao_Paulo';
/** São Paulo has had no daylight saving since 2019. */
const ZONE_OFFSET = '-03:00';

interface Preferences {
  whatsappOptIn: { at: string; via: string; text: string } | null;
  effective: Record<string, Record<string, boolean>>;
}

const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
/** '2026-11-25' → '25/11/2026', as messages write a day. */
const brDate = (day: string) => day.split('-').reverse().join('/');

/** The summary job as if at 07:00 in São Paulo on `day` (the local stack's door to a job at a chosen time). */
const runSummaryAt7 = (day: string) =>
  apiAs<{ result: { sent: number } }>(ANA, 'POST', '/jobs/run', {
    name: 'sendMorningSummaries',
    now: `${day}T07:00:00${ZONE_OFFSET}`,
  });

describe('the morning summary on the demo', () => {
  it('when the summary job runs as if at 07:00 in São Paulo, then Ana gets one e-mail naming the Accelo out of service, the overdue IPVA and the fine awaiting indication, with links; Caio, who turned it off, gets none', async () => {
    const today = todayInSaoPaulo();
    const subject = `Transportes Alfa: Resumo do dia ${brDate(today)}`;
    const run = () => runSummaryAt7(today);
    await run();
    // The job returns once the local SMTP server took every message, so the inbox holds them now.
    const summaries = (await inboxMessages()).filter((m) => m.subject === subject);
    expect(summaries.map((m) => m.to)).toEqual([[ANA]]);
    const { text, html } = summaries[0]!;
    expect(text).toMatch(/\d+ veículos? fora de serviço: [^\n]*Accelo Baú Leve/);
    expect(text).toMatch(/IPVA — [^;\n]+\(vencido em \d{2}\/\d{2}\/\d{4}\)/);
    expect(text).toMatch(/Multa SP1234567 — [^;\n]+\(vence em \d{2}\/\d{2}\/\d{4}\)/);
    expect(text).toMatch(/\d+ defeitos? críticos? abertos?: [^\n]*Accelo Baú Leve/);
    expect(text).toMatch(
      /\d+ respostas? aguardando revisão\nVer no CheckFrota: http:\/\/127\.0\.0\.1:5000\/admin\/responses\?status=pending/,
    );
    expect(text).toContain('Ver no CheckFrota: http://127.0.0.1:5000/admin/defects?severity=critical');
    expect(text).toContain('Ver no CheckFrota: http://127.0.0.1:5000/admin/deadlines');
    expect(html).toContain('<a href="http://127.0.0.1:5000/admin/vehicles">Ver no CheckFrota</a>');

    // The same hour run again (a retried job) sends nothing more.
    await run();
    expect((await inboxMessages()).filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await inboxMessages()).filter((m) => m.to.includes(CAIO) && m.subject.includes('Resumo do dia'))).toEqual(
      [],
    );
  });

  test('when Ana opens the summary’s unsubscribe link, then the page only asks; its button turns her summary e-mails off, nothing else', async ({
    page,
  }) => {
    const today = todayInSaoPaulo();
    await runSummaryAt7(today);
    const [summary] = (await inboxMessages()).filter(
      (m) => m.to.includes(ANA) && m.subject === `Transportes Alfa: Resumo do dia ${brDate(today)}`,
    );
    const link = /http:\/\/127\.0\.0\.1:5000\/api\/alerts\/unsubscribe\?token=\S+/.exec(summary!.text)?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await expectVisible(page.getByRole('heading', { name: 'Desativar e-mails' }));
    await expectVisible(page.getByText('Deseja parar de receber e-mails de “Resumo diário”?'));
    // Opening the link (what a mail scanner does) changed nothing.
    expect((await apiAs<Preferences>(ANA, 'GET', '/notifications/preferences')).effective.daily_summary?.email).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Desativar estes e-mails' }).click();
    await expectVisible(page.getByRole('heading', { name: 'E-mails desativados' }));
    const after = await apiAs<Preferences>(ANA, 'GET', '/notifications/preferences');
    expect(after.effective.daily_summary?.email).toBe(false);
    expect(after.effective.vehicle_out_of_service?.email).toBe(true);
  });

  test('when Maria opens Minhas notificações from the field menu on her phone and agrees to WhatsApp, then her consent is kept with when and on which screen', async ({
    browser,
  }) => {
    const phone = await phoneOf(browser);
    try {
      await signIn(phone, MARIA);
      await expectPath(phone, '/mobile');
      await phone.getByRole('link', { name: 'Minhas notificações' }).click();
      await expectPath(phone, '/mobile/notifications');
      await expectVisible(phone.getByRole('heading', { name: 'Minhas notificações' }));
      await expectVisible(phone.getByRole('group', { name: 'Checklist atribuído' }));
      await expectAccessible(phone);

      await phone.getByRole('checkbox', { name: 'Vencimentos: Push' }).uncheck();
      await phone.getByRole('checkbox', { name: 'Aceito receber avisos por WhatsApp no meu celular' }).check();
      await phone.getByRole('button', { name: 'Salvar preferências' }).click();
      await expectVisible(toast(phone, 'Preferências salvas'));
      await expectVisible(phone.getByText(/Autorizado em \d{2}\/\d{2}\/\d{4}/));

      const saved = await apiAs<Preferences>(MARIA, 'GET', '/notifications/preferences');
      expect(saved.whatsappOptIn).toMatchObject({
        via: 'field',
        text: 'Aceito receber avisos por WhatsApp no meu celular',
      });
      expect(saved.effective.deadline_approaching?.push).toBe(false);
    } finally {
      await phone.context().close();
    }
  });
});
