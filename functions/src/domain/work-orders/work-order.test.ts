import { describe, expect, it } from 'vitest';
import {
  actionsFrom,
  approvalOutcome,
  downtimeDays,
  formatCentavos,
  formatDays,
  quoteTotals,
  WORK_ORDER_ACTIONS,
  WORK_ORDER_STATUSES,
  workOrderNumber,
  workOrderNumbers,
  workOrderTransition,
  type WorkOrderAction,
  type WorkOrderFacts,
  type WorkOrderStatus,
} from './work-order';
import {
  CompleteWorkOrderSchema,
  OpenWorkOrderSchema,
  QuoteInputSchema,
  WorkshopInputSchema,
} from './work-order.schema';

/** The whole table, written out: each status and the actions it allows, with where they lead. */
const TABLE: Record<WorkOrderStatus, Partial<Record<WorkOrderAction, WorkOrderStatus>>> = {
  open: { request_quote: 'awaiting_quote', cancel: 'cancelled' },
  awaiting_quote: { receive_quote: 'quote_received', cancel: 'cancelled' },
  quote_received: { receive_quote: 'quote_received', approve: 'approved', refuse: 'refused', cancel: 'cancelled' },
  approved: { start: 'in_progress', cancel: 'cancelled' },
  refused: { request_quote: 'awaiting_quote', cancel: 'cancelled' },
  in_progress: { complete: 'completed', cancel: 'cancelled' },
  completed: { reopen: 'in_progress' },
  cancelled: {},
};

describe('work order states', () => {
  it('when any action meets any status, then it moves as the table says or is refused in pt-BR', () => {
    for (const status of WORK_ORDER_STATUSES) {
      for (const action of WORK_ORDER_ACTIONS) {
        const result = workOrderTransition(status, action);
        const expected = TABLE[status][action];
        if (expected) expect(result, `${status} ${action}`).toEqual({ ok: true, status: expected });
        else {
          expect(result.ok, `${status} ${action}`).toBe(false);
          if (!result.ok) expect(result.message).toMatch(/^[A-ZÁÉÍÓÚ].*[a-zçãõáéíóú]$/);
        }
      }
      expect(actionsFrom(status).sort()).toEqual(Object.keys(TABLE[status]).sort());
    }
  });

  it('when a cancelled O.S. is asked anything, then nothing moves it: it is final', () => {
    expect(actionsFrom('cancelled')).toEqual([]);
  });
});

describe('numbers and money', () => {
  it('when a company numbers its orders, then they read OS-YEAR-NNNN', () => {
    expect(workOrderNumber(2026, 1)).toBe('OS-2026-0001');
    expect(workOrderNumber(2026, 12345)).toBe('OS-2026-12345');
  });

  it('when a quote has parts and labour, then the totals are in centavos, each line rounded to the centavo', () => {
    const totals = quoteTotals([
      { kind: 'part', description: 'Pastilha de freio', quantity: 2, unitPrice: 18_990 },
      { kind: 'part', description: 'Fluido DOT 4', quantity: 0.5, unitPrice: 4_999 },
      { kind: 'labour', description: 'Mão de obra', quantity: 3, unitPrice: 12_000 },
    ]);
    expect(totals).toEqual({ parts: 37_980 + 2_500, labour: 36_000, total: 76_480 });
    expect(formatCentavos(totals.total)).toBe('R$ 764,80');
  });

  it('when a downtime is shown, then it reads in pt-BR with one decimal, one day in the singular', () => {
    expect([formatDays(3.2), formatDays(1), formatDays(0.5), formatDays(12)]).toEqual([
      '3,2 dias',
      '1 dia',
      '0,5 dias',
      '12 dias',
    ]);
  });
});

describe('approval', () => {
  const rule = { secondApprovalAbove: 500_000 };
  it('when the total is at or below the amount, then one admin approves', () => {
    expect(approvalOutcome(500_000, rule, [], 'ana')).toEqual({ ok: true, final: true });
    expect(approvalOutcome(900_000, { secondApprovalAbove: null }, [], 'ana')).toEqual({ ok: true, final: true });
  });
  it('when the total is above it, then the first approval waits for a second, different admin', () => {
    expect(approvalOutcome(500_001, rule, [], 'ana')).toEqual({ ok: true, final: false });
    expect(approvalOutcome(500_001, rule, ['ana'], 'ana')).toEqual({ ok: false, reason: 'same_admin' });
    expect(approvalOutcome(500_001, rule, ['ana'], 'bruno')).toEqual({ ok: true, final: true });
  });
});

describe('downtime', () => {
  it('when the vehicle went out of service before the O.S., then the downtime counts from then', () => {
    expect(downtimeDays('2026-11-10T12:00:00Z', '2026-11-13T00:00:00Z', '2026-11-09T12:00:00Z')).toBe(3.5);
  });
  it('when it was in service, then from the opening', () => {
    expect(downtimeDays('2026-11-10T12:00:00Z', '2026-11-13T00:00:00Z', null)).toBe(2.5);
  });
});

describe('the numbers fleet managers ask for', () => {
  const order = (over: Partial<WorkOrderFacts>): WorkOrderFacts => ({
    vehicleId: 'v1',
    vehicleLabel: 'Accelo (ABC1D23)',
    workshopId: 'w1',
    workshopName: 'Oficina Silva',
    status: 'completed',
    finalCost: 100_000,
    closedAt: '2026-10-15T15:00:00Z',
    downtimeDays: 2,
    quotesApproved: 1,
    quotesRefused: 0,
    ...over,
  });

  it('when orders close in different months, then cost adds up per vehicle and per workshop by month on the company clock', () => {
    const numbers = workOrderNumbers(
      [
        order({}),
        // 1 Nov 01:00 UTC is still October in São Paulo.
        order({ finalCost: 50_000, closedAt: '2026-11-01T01:00:00Z', downtimeDays: 4, quotesRefused: 1 }),
        order({
          vehicleId: 'v2',
          vehicleLabel: 'Delivery (XYZ9876)',
          finalCost: 30_000,
          closedAt: '2026-11-20T12:00:00Z',
          workshopId: null,
          workshopName: null,
          downtimeDays: 0.5,
        }),
        order({ status: 'in_progress', finalCost: null, closedAt: null, downtimeDays: null, quotesApproved: 1 }),
      ],
      'America/Sao_Paulo',
    );
    expect(numbers.costByVehicle).toEqual([
      { id: 'v1', label: 'Accelo (ABC1D23)', byMonth: { '2026-10': 150_000 }, total: 150_000 },
      { id: 'v2', label: 'Delivery (XYZ9876)', byMonth: { '2026-11': 30_000 }, total: 30_000 },
    ]);
    expect(numbers.costByWorkshop).toEqual([
      { id: 'w1', label: 'Oficina Silva', byMonth: { '2026-10': 150_000 }, total: 150_000 },
    ]);
    expect(numbers.averageDowntimeDays).toBe(2.2);
    expect(numbers).toMatchObject({ quotesApproved: 4, quotesRefused: 1, completed: 3 });
  });

  it('when nothing was closed, then there is no average downtime', () => {
    expect(workOrderNumbers([], 'America/Sao_Paulo')).toEqual({
      costByVehicle: [],
      costByWorkshop: [],
      averageDowntimeDays: null,
      quotesApproved: 0,
      quotesRefused: 0,
      completed: 0,
    });
  });
});

describe('inputs', () => {
  it('when a workshop has a CNPJ with wrong check digits, then it is refused in pt-BR; a right one is kept as digits', () => {
    const bad = WorkshopInputSchema.safeParse({ name: 'Oficina', cnpj: '11.222.333/0001-80' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('CNPJ inválido');
    const good = WorkshopInputSchema.parse({ name: 'Oficina', cnpj: '11.222.333/0001-81', email: 'A@B.COM' });
    expect(good).toEqual({ name: 'Oficina', cnpj: '11222333000181', phone: null, email: 'a@b.com', address: null });
  });

  it('when a quote has no lines or a price in reais with decimals, then it is refused in pt-BR', () => {
    const empty = QuoteInputSchema.safeParse({ lines: [] });
    expect(empty.success ? null : empty.error.issues[0]?.message).toBe('Informe ao menos um item no orçamento');
    const reais = QuoteInputSchema.safeParse({
      lines: [{ kind: 'part', description: 'Pastilha', quantity: 1, unitPrice: 189.9 }],
    });
    expect(reais.success ? null : reais.error.issues[0]?.message).toBe('Valor deve ser zero ou maior, em reais');
  });

  it('when an O.S. names defects and a reminder, then it is refused: one origin', () => {
    const both = OpenWorkOrderSchema.safeParse({
      vehicleId: 'v1',
      description: 'Freios',
      defectIds: ['d1'],
      reminderId: 'r1',
    });
    expect(both.success ? null : both.error.issues[0]?.message).toBe(
      'Abra a O.S. a partir de defeitos ou de um lembrete, não dos dois',
    );
  });

  it('when the delivery lacks the NF-e number, then it is asked for', () => {
    const res = CompleteWorkOrderSchema.safeParse({ odometerKm: 192_100 });
    expect(res.success ? null : res.error.issues[0]?.message).toBe('Informe o número da NF-e');
  });
});
