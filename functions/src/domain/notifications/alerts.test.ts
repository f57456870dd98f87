import { describe, expect, it } from 'vitest';
import { capMonth, retryDelayMs, sendableAt, toE164, wantsChannel, type AlertChoices } from './alerts';

const none = { person: {}, company: {} };

describe('who wants which alert through which channel', () => {
  it('when nobody chose, then an admin gets e-mail for everything and WhatsApp only for a vehicle out of service', () => {
    expect(wantsChannel('admin', 'vehicle_out_of_service', 'email', none)).toBe(true);
    expect(wantsChannel('admin', 'vehicle_out_of_service', 'whatsapp', none)).toBe(true);
    expect(wantsChannel('admin', 'checklist_missed', 'email', none)).toBe(true);
    expect(wantsChannel('admin', 'checklist_missed', 'whatsapp', none)).toBe(false);
    expect(wantsChannel('admin', 'daily_summary', 'email', none)).toBe(true);
  });

  it('when nobody chose, then a driver gets WhatsApp for their checklists and no e-mail for a new one', () => {
    expect(wantsChannel('user', 'checklist_assigned', 'whatsapp', none)).toBe(true);
    expect(wantsChannel('user', 'checklist_rejected', 'whatsapp', none)).toBe(true);
    expect(wantsChannel('user', 'checklist_assigned', 'email', none)).toBe(false);
    expect(wantsChannel('user', 'deadline_approaching', 'email', none)).toBe(true);
  });

  it('when the company set a default, then it applies unless the person chose otherwise', () => {
    const company: Partial<Record<'admin' | 'user', AlertChoices>> = { admin: { checklist_missed: { email: false } } };
    expect(wantsChannel('admin', 'checklist_missed', 'email', { person: {}, company })).toBe(false);
    expect(
      wantsChannel('admin', 'checklist_missed', 'email', { person: { checklist_missed: { email: true } }, company }),
    ).toBe(true);
    expect(wantsChannel('user', 'checklist_missed', 'email', { person: {}, company })).toBe(true);
  });

  it('when someone asks WhatsApp for a kind it has no template for, then it stays off', () => {
    const person = { checklist_approved: { whatsapp: true } };
    expect(wantsChannel('user', 'checklist_approved', 'whatsapp', { person, company: {} })).toBe(false);
  });
});

describe('quiet hours in the company time zone', () => {
  const quiet = { start: '22:00', end: '07:00' };

  it('when it is 23:30 in São Paulo, then a WhatsApp waits until 07:00 there', () => {
    const now = new Date('2026-11-27T02:30:00Z'); // 23:30 on the 26th in São Paulo (UTC-3)
    expect(sendableAt(now, 'America/Sao_Paulo', quiet).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('when it is 06:00 in Manaus but 07:00 in São Paulo, then the company zone decides', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(sendableAt(now, 'America/Sao_Paulo', quiet)).toEqual(now);
    expect(sendableAt(now, 'America/Manaus', quiet).toISOString()).toBe('2026-11-27T11:00:00.000Z');
  });

  it('when quiet hours sit inside one day, then only that span waits', () => {
    const lunch = { start: '12:00', end: '13:00' };
    expect(sendableAt(new Date('2026-11-27T15:30:00Z'), 'America/Sao_Paulo', lunch).toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    );
    expect(sendableAt(new Date('2026-11-27T17:00:00Z'), 'America/Sao_Paulo', lunch).toISOString()).toBe(
      '2026-11-27T17:00:00.000Z',
    );
  });
});

describe('phones, months and retries', () => {
  it.each([
    ['(11) 98888-0001', '+5511988880001'],
    ['+55 11 98888-0001', '+5511988880001'],
    ['11 3456-7890', '+551134567890'],
  ])('when the phone is %s, then E.164 is %s', (phone, e164) => {
    expect(toE164(phone)).toBe(e164);
  });

  it.each(['', '98888-0001', '(011) 98888-0001', 'abc'])('when the phone is "%s", then it has no E.164', (phone) => {
    expect(toE164(phone)).toBeNull();
  });

  it('when it is the 1st at 01:00 in São Paulo but still the 31st in Rio Branco, then each counts its own month', () => {
    const at = new Date('2026-12-01T04:00:00Z');
    expect(capMonth(at, 'America/Sao_Paulo')).toBe('2026-12');
    expect(capMonth(at, 'America/Rio_Branco')).toBe('2026-11');
  });

  it('when tries fail, then each waits four times longer than the one before', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 240_000, 960_000, 3_840_000]);
  });
});
