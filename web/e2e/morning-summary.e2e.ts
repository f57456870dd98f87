import { describe, expect, it } from 'vitest';
import { apiAs } from './api';

const ANA = 'admin@alfa.dev';
/** The demo's second Alfa admin, who turned the morning summary off ('Minhas notificações'). */
const CAIO = 'caio@alfa.dev';
/** The local inbox `npm start` runs (dev/mail-inbox.ts): every e-mail the product sent, as JSON. */
const INBOX = 'http://127.0.0.1:1080';
const ZONE = 'America/Sao_Paulo';
/** São Paulo has had no daylight saving since 2019. */
const ZONE_OFFSET = '-03:00';

interface InboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const todayInSaoPaulo = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
/** '2026-11-25' → '25/11/2026', as messages write a day. */
const brDate = (day: string) => day.split('-').reverse().join('/');

async function inbox(): Promise<InboxMessage[]> {
  return (await (await fetch(`${INBOX}/messages.json`)).json()) as InboxMessage[];
}

describe('the morning summary on the demo', () => {
  it('when the summary job runs as if at 07:00 in São Paulo, then Ana gets one e-mail naming the Accelo out of service, the overdue IPVA and the fine awaiting indication, with links; Caio, who turned it off, gets none', async () => {
    const today = todayInSaoPaulo();
    const subject = `Transportes Alfa: Resumo do dia ${brDate(today)}`;
    const run = () =>
      apiAs<{ result: { sent: number } }>(ANA, 'POST', '/jobs/run', {
        name: 'sendMorningSummaries',
        now: `${today}T07:00:00${ZONE_OFFSET}`,
      });

    await run();
    // The job returns once the local SMTP server took every message, so the inbox holds them now.
    const summaries = (await inbox()).filter((m) => m.subject === subject);
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
    expect((await inbox()).filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await inbox()).filter((m) => m.to.includes(CAIO) && m.subject.includes('Resumo do dia'))).toEqual([]);
  });
});
