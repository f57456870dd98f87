import { describe, expect, it } from 'vitest';
import { fleetPanelOf, fuelByMonth, fuelKeptSince, type FleetEntry } from './fleet';

/** 1 December 2026, 03:30 UTC: 00:30 on 1 December in São Paulo, still 23:30 on 30 November in Manaus. */
const LATE_NOVEMBER = new Date('2026-12-01T03:30:00.000Z');

describe("fuel by month on the company's calendar", () => {
  it('when a fill-up is made at 00:30 on the 1st in São Paulo, then it is that month there and the month before in Manaus', () => {
    const records = [{ performedAt: LATE_NOVEMBER, totalCost: 100 }];
    expect(fuelByMonth(records, 'America/Sao_Paulo')).toEqual([{ month: '2026-12-01T03:00:00.000Z', total: 100 }]);
    expect(fuelByMonth(records, 'America/Manaus')).toEqual([{ month: '2026-11-01T04:00:00.000Z', total: 100 }]);
  });

  it('when an entry is synced, then it keeps fuel from the start of the month before, in the company zone', () => {
    expect(fuelKeptSince(LATE_NOVEMBER, 'America/Sao_Paulo').toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(fuelKeptSince(LATE_NOVEMBER, 'America/Manaus').toISOString()).toBe('2026-10-01T04:00:00.000Z');
  });

  it("when the panel sums this month's fuel, then it uses the company's month, and entries kept before a zone change still count", () => {
    const entry = (fuel: FleetEntry['fuel']): FleetEntry => ({
      vehicleId: 'v1',
      name: 'Van',
      plate: 'ABC1D23',
      currentKm: 0,
      lastOilChangeKm: 0,
      oilChangeIntervalKm: 10_000,
      reminders: [],
      fuel,
    });
    const kept = [
      entry([
        { month: '2026-11-01T04:00:00.000Z', total: 100 },
        { month: '2026-12-01T04:00:00.000Z', total: 30 },
      ]),
    ];
    const inDecember = new Date('2026-12-10T12:00:00.000Z');
    expect(fleetPanelOf(kept, inDecember, 'America/Manaus').fuelSpendThisMonth).toBe(30);
    // Kept in Manaus's months, read after a move to Noronha (UTC−2): December still counts.
    expect(fleetPanelOf(kept, inDecember, 'America/Noronha').fuelSpendThisMonth).toBe(30);
  });
});
