import { describe, expect, it } from 'vitest';
import { bodyExcerpt, MAX_ATTEMPTS, RETRY_DELAYS_MS, retryDelayAfter, shouldDisable } from './delivery';
import {
  checklistEvent,
  custodyEvent,
  payloadOf,
  serviceEvent,
  type ChecklistFacts,
  type VehicleFacts,
} from './events';
import { WebhookInputSchema } from './webhook.schema';

const checklist: ChecklistFacts = {
  id: 'c1',
  status: 'completed',
  templateName: 'Inspeção diária',
  userId: 'u1',
  userName: 'João',
  vehicle: { id: 'v1', name: 'Van 07', plate: 'ABC1D23' },
  dueDate: '2026-11-27T12:00:00.000Z',
  submittedAt: '2026-11-27T11:00:00.000Z',
  reviewedAt: null,
};

const van: VehicleFacts = {
  id: 'v1',
  name: 'Van 07',
  plate: 'ABC1D23',
  outOfService: false,
  serviceMoves: 0,
  openCriticalDefects: 0,
  driver: null,
};

describe('webhook events', () => {
  it('when a checklist moves to completed, then checklist.submitted names it, its user and vehicle; the same move seen again has the same cause', () => {
    const event = checklistEvent('in_progress', checklist)!;
    expect(event.type).toBe('checklist.submitted');
    expect(payloadOf(event)).toEqual({
      type: 'checklist.submitted',
      timestamp: '2026-11-27T11:00:00.000Z',
      data: expect.objectContaining({
        checklistId: 'c1',
        user: { id: 'u1', name: 'João' },
        vehicle: checklist.vehicle,
      }),
    });
    expect(checklistEvent('in_progress', checklist)!.cause).toBe(event.cause);
  });

  it('when a checklist is reviewed again later, then it is a new event; a write that keeps the status is none', () => {
    const approved = { ...checklist, status: 'approved', reviewedAt: '2026-11-27T13:00:00.000Z' };
    const first = checklistEvent('completed', approved)!;
    const again = checklistEvent('rejected', { ...approved, reviewedAt: '2026-11-28T09:00:00.000Z' })!;
    expect(first.type).toBe('checklist.approved');
    expect(again.cause).not.toBe(first.cause);
    expect(checklistEvent('approved', approved)).toBeNull();
    expect(checklistEvent('pending', { ...checklist, status: 'in_progress' })).toBeNull();
  });

  it('when a vehicle goes out of service and back, then each move is its own event; its holder changing is custody.changed', () => {
    const out = { ...van, outOfService: true, serviceMoves: 1, openCriticalDefects: 1 };
    expect(serviceEvent(van, out, '2026-11-27T11:00:00.000Z')).toMatchObject({
      type: 'vehicle.out_of_service',
      cause: 'vehicle.out_of_service:v1:1',
    });
    expect(serviceEvent(out, { ...out, outOfService: false, serviceMoves: 2 }, 'x')?.type).toBe(
      'vehicle.back_in_service',
    );
    expect(serviceEvent(out, { ...out, openCriticalDefects: 2 }, 'x')).toBeNull();
    const held = { ...van, driver: { userId: 'u1', name: 'João', since: '2026-11-27T08:00:00.000Z', custodyId: 'k1' } };
    expect(custodyEvent(van, held, 'x')?.data).toMatchObject({
      previousDriver: null,
      currentDriver: { id: 'u1', name: 'João' },
      custodyId: 'k1',
    });
    expect(custodyEvent(held, held, 'x')).toBeNull();
  });
});

describe('webhook delivery', () => {
  it('when tries keep failing, then they wait 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: eight tries over more than 24 h', () => {
    expect(RETRY_DELAYS_MS.map((ms) => ms / 60_000)).toEqual([1, 5, 30, 120, 300, 600, 600]);
    expect(MAX_ATTEMPTS).toBe(8);
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3600_000);
    expect(retryDelayAfter(MAX_ATTEMPTS)).toBeNull();
  });

  it('when an endpoint fails for 24 h without a success, then it is turned off; less, or answering, it is not', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    expect(shouldDisable(new Date('2026-11-27T12:00:00.000Z'), now)).toBe(true);
    expect(shouldDisable(new Date('2026-11-27T12:00:01.000Z'), now)).toBe(false);
    expect(shouldDisable(null, now)).toBe(false);
  });

  it('when a receiver answers more than 1 KB, then the log keeps its first KB, cut on a character', () => {
    expect(bodyExcerpt('ok')).toBe('ok');
    const long = 'ç'.repeat(1000);
    const cut = bodyExcerpt(long);
    expect(new TextEncoder().encode(cut).length).toBeLessThanOrEqual(1024);
    expect(cut).toBe('ç'.repeat(512));
  });

  it('when the form has no event or a bad URL, then it is refused in Portuguese; events keep the list order', () => {
    const bad = WebhookInputSchema.safeParse({ url: 'erp.exemplo', events: [] });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'URL inválida: use um endereço completo, como https://erp.exemplo.com.br/webhooks',
      'Escolha ao menos um evento',
    ]);
    const good = WebhookInputSchema.parse({
      url: 'https://erp.exemplo.com.br/h',
      events: ['fine.created', 'defect.opened'],
    });
    expect(good).toEqual({
      url: 'https://erp.exemplo.com.br/h',
      events: ['defect.opened', 'fine.created'],
      description: '',
      enabled: true,
    });
  });
});
