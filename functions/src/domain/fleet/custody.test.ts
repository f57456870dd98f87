import { describe, expect, it } from 'vitest';
import { holderAt, kmDriven, passedAtCheckOut, settleCustody, type CustodyStart } from './custody';

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
