import { describe, expect, it } from 'vitest';
import {
  CLIENT_TIME_MAX_DELAY_MS,
  custodyTime,
  custodyTimesLabel,
  holderAt,
  kmDriven,
  passedAtCheckOut,
  settleCustody,
  type CustodyStart,
} from './custody';

const start = (id: string, driverId: string, from: string, kmFrom: number | null = null): CustodyStart => ({
  id,
  driverId,
  driverName: driverId.toUpperCase(),
  from,
  kmFrom,
});

describe('settleCustody', () => {
  it('when a driver checks out and back, then the custody ends at the check-in with its km and no one holds the vehicle', () => {
    const { ends, current } = settleCustody(
      [start('out1', 'joao', '2026-11-24T08:00:00.000Z', 100)],
      [{ checkInChecklistId: 'in1', driverId: 'joao', at: '2026-11-24T18:00:00.000Z', km: 420 }],
    );
    expect(ends.get('out1')).toMatchObject({ to: '2026-11-24T18:00:00.000Z', kmTo: 420, endedBy: 'check_in' });
    expect(current).toBeNull();
  });

  it('when the next check-out comes first, then it ends the custody, names its driver and holds the vehicle; a later check-in of the first driver changes nothing', () => {
    const { ends, current } = settleCustody(
      [start('out2', 'maria', '2026-11-24T12:00:00.000Z', 300), start('out1', 'joao', '2026-11-24T08:00:00.000Z', 100)],
      [{ checkInChecklistId: 'in1', driverId: 'joao', at: '2026-11-24T18:00:00.000Z', km: 420 }],
    );
    expect(ends.get('out1')).toMatchObject({
      to: '2026-11-24T12:00:00.000Z',
      kmTo: 300,
      endedBy: 'next_check_out',
      endedByDriverName: 'MARIA',
      endedByCheckOutId: 'out2',
    });
    expect(ends.get('out2')?.endedBy).toBeNull();
    expect(current).toEqual({
      userId: 'maria',
      name: 'MARIA',
      since: '2026-11-24T12:00:00.000Z',
      km: 300,
      custodyId: 'out2',
    });
  });

  it('when a check-in comes from another driver or before the check-out, then it ends nothing', () => {
    const { ends, current } = settleCustody(
      [start('out1', 'joao', '2026-11-24T08:00:00.000Z')],
      [
        { checkInChecklistId: 'in0', driverId: 'joao', at: '2026-11-24T07:00:00.000Z', km: null },
        { checkInChecklistId: 'in1', driverId: 'maria', at: '2026-11-24T09:00:00.000Z', km: null },
      ],
    );
    expect(ends.get('out1')?.endedBy).toBeNull();
    expect(current?.custodyId).toBe('out1');
  });
});

describe('kmDriven and holderAt', () => {
  it('when both readings are known, then their difference; a missing or lower reading shows nothing', () => {
    expect(kmDriven({ kmFrom: 100, kmTo: 420 })).toBe(320);
    expect(kmDriven({ kmFrom: 100, kmTo: null })).toBeNull();
    expect(kmDriven({ kmFrom: 500, kmTo: 420 })).toBeNull();
  });

  it('when asked about a moment, then the custody from its start up to (not at) its end, or the open one', () => {
    const custodies = [
      { id: 'a', from: '2026-11-24T08:00:00.000Z', to: '2026-11-24T12:00:00.000Z' },
      { id: 'b', from: '2026-11-24T14:00:00.000Z', to: null },
    ];
    expect(holderAt(custodies, '2026-11-24T08:00:00.000Z')?.id).toBe('a');
    expect(holderAt(custodies, '2026-11-24T12:00:00.000Z')).toBeNull();
    expect(holderAt(custodies, '2026-11-24T07:59:59.999Z')).toBeNull();
    expect(holderAt(custodies, '2026-12-01T00:00:00.000Z')?.id).toBe('b');
  });
});

describe('passedAtCheckOut', () => {
  const q = (id: string, question: string, answer: unknown, failingAnswer: boolean | undefined = false) => ({
    id,
    question,
    type: 'boolean' as const,
    answer,
    failingAnswer,
  });

  it('when the check-in’s question has the check-out’s text in other case or accents, then it matches; failed or unanswered there does not', () => {
    const checkOut = [
      q('o1', 'Freios funcionando?', true),
      q('o2', 'Pneus em bom estado?', false),
      q('o3', 'Há vazamento de óleo?', false, true),
      q('o4', 'Faróis', null),
    ];
    const checkIn = [
      q('i1', 'FREIOS FUNCIONANDO?', false),
      q('i2', 'Pneus em bom estado?', false),
      q('i3', 'Ha vazamento de oleo?', true, true),
      q('i4', 'Faróis', false),
    ];
    expect([...passedAtCheckOut(checkIn, checkOut)].sort()).toEqual(['i1', 'i3']);
  });
});

describe('custodyTime', () => {
  const received = '2026-11-24T12:00:00.000Z';
  const before = (ms: number) => new Date(Date.parse(received) - ms).toISOString();

  it('when the phone’s time is before the receipt, within the bound and after the previous event, then it counts, as the client’s', () => {
    expect(custodyTime(before(3_600_000), received, before(7_200_000))).toEqual({
      at: before(3_600_000),
      source: 'client',
    });
    expect(custodyTime(before(CLIENT_TIME_MAX_DELAY_MS), received, null).source).toBe('client');
  });

  it('when it runs a little ahead, then it counts no later than the receipt', () => {
    expect(custodyTime('2026-11-24T12:01:00.000Z', received, null)).toEqual({ at: received, source: 'client' });
  });

  it('when it is absent, not a time, far ahead, older than the bound or before the previous event, then the receipt counts, as the server’s', () => {
    const server = { at: received, source: 'server' };
    expect(custodyTime(undefined, received, null)).toEqual(server);
    expect(custodyTime('ontem', received, null)).toEqual(server);
    expect(custodyTime('2026-11-24T12:05:00.000Z', received, null)).toEqual(server);
    expect(custodyTime(before(CLIENT_TIME_MAX_DELAY_MS + 1), received, null)).toEqual(server);
    expect(custodyTime(before(7_200_000), received, before(3_600_000))).toEqual(server);
  });

  it('when a custody’s clocks are named, then one for both ends, or each end’s when they differ', () => {
    expect(custodyTimesLabel({ from: 'client', to: null })).toBe('pela hora do aparelho');
    expect(custodyTimesLabel({ from: 'server', to: 'server' })).toBe('pela hora de recebimento pelo servidor');
    expect(custodyTimesLabel({ from: 'client', to: 'server' })).toBe(
      'saída pela hora do aparelho, retorno pela hora de recebimento pelo servidor',
    );
  });

  it('when a check-in ends a custody, then the end keeps the check-in’s clock; ended by the next check-out, that one’s', () => {
    const { ends } = settleCustody(
      [
        { ...start('out1', 'joao', '2026-11-24T08:00:00.000Z'), fromSource: 'client' },
        { ...start('out2', 'maria', '2026-11-24T12:00:00.000Z'), fromSource: 'client' },
        start('out3', 'ana', '2026-11-24T16:00:00.000Z'),
      ],
      [{ checkInChecklistId: 'in2', driverId: 'maria', at: '2026-11-24T15:00:00.000Z', atSource: 'server', km: null }],
    );
    expect(ends.get('out1')).toMatchObject({ endedBy: 'next_check_out', toSource: 'client' });
    expect(ends.get('out2')).toMatchObject({ endedBy: 'check_in', toSource: 'server' });
    expect(ends.get('out3')).toMatchObject({ to: null, toSource: null });
  });
});
