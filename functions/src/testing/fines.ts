import { randomUUID } from 'node:crypto';
import { addDays, isoDayIn } from '../domain/dates';
import type { FineInput } from '../domain/fines/fine.schema';

/** The test companies' today (São Paulo): a fine's days are placed around it. */
export const fineToday = () => isoDayIn(new Date(), 'America/Sao_Paulo');

/** A fine notified `notifiedDaysAgo` days ago (the infraction two days before that, 15:30 UTC). */
export function fineInput(vehicleId: string, overrides: Partial<FineInput> = {}, notifiedDaysAgo = 3): FineInput {
  const notificationDate = addDays(fineToday(), -notifiedDaysAgo);
  return {
    vehicleId,
    infractionNumber: `A${randomUUID().slice(0, 8).toUpperCase()}`,
    occurredAt: `${addDays(notificationDate, -2)}T15:30:00.000Z`,
    place: 'Av. Paulista, 1000 - São Paulo/SP',
    description: 'Transitar em velocidade superior à máxima permitida em até 20%',
    amount: 130.16,
    points: 4,
    notificationDate,
    status: 'awaiting_indication',
    driverId: null,
    ...overrides,
  };
}
