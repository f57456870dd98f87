import { describe, expect, it } from 'vitest';
import { indicationDeadline, indicationState, nicAmount } from './fines';

describe('the 30 days to name the driver', () => {
  it.each([
    ['2026-11-24', '2026-12-24'],
    ['2026-01-31', '2026-03-02'],
    ['2028-01-31', '2028-03-01'],
    ['2026-12-15', '2027-01-14'],
  ])('when notified on %s, then the last day is %s', (notified, deadline) => {
    expect(indicationDeadline(notified)).toBe(deadline);
  });

  it('when the fine waits for its driver, then its days left count down to the deadline', () => {
    const fine = { status: 'awaiting_indication' as const, notificationDate: '2026-11-01', amount: 293.47 };
    expect(indicationState(fine, '2026-11-24')).toEqual({
      deadline: '2026-12-01',
      daysLeft: 7,
      nicRisk: false,
      nicAmount: 586.94,
    });
  });

  it('when the deadline passed with no driver named, then it is a NIC risk of twice the amount', () => {
    const fine = { status: 'awaiting_indication' as const, notificationDate: '2026-10-01', amount: 195.23 };
    expect(indicationState(fine, '2026-11-24')).toMatchObject({ daysLeft: -24, nicRisk: true, nicAmount: 390.46 });
  });

  it('when the driver was named, paid or appealed, then no deadline runs', () => {
    for (const status of ['driver_indicated', 'paid', 'appealed'] as const)
      expect(indicationState({ status, notificationDate: '2026-10-01', amount: 100 }, '2026-11-24')).toBeNull();
  });

  it('when the amount has cents, then the NIC keeps them exact', () => {
    expect(nicAmount(130.16)).toBe(260.32);
    expect(nicAmount(880.41)).toBe(1760.82);
  });
});
