import { z } from 'zod';
import { IdParamsSchema, pageParams, type Page } from '../api';
import { route } from '../contract';
import { custodyMessages } from './messages';
import type { Custody } from './custody';

const m = custodyMessages;

/** `?at=`: an ISO date-time with its offset (or Z), the moment asked about. */
export const DriverAtQuerySchema = z.strictObject({
  at: z
    .string({ error: m.atRequired })
    .trim()
    .min(1, m.atRequired)
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && Number.isFinite(Date.parse(v)), m.atInvalid)
    .transform((v) => new Date(v).toISOString()),
});

export const CustodyHistoryQuerySchema = z.strictObject(pageParams(20));

/** `GET /api/vehicles/:id/driver-at`: who held the vehicle at the moment asked (the traffic fines use it). */
export interface DriverAt {
  driver: { id: string; name: string } | null;
  custody: Custody | null;
}

/** Who holds which vehicle: admins only. */
export const custodyApi = {
  driverAt: route('get', '/vehicles/:id/driver-at', {
    params: IdParamsSchema,
    query: DriverAtQuerySchema,
  }).returns<DriverAt>(),
  /** 'Histórico de uso': newest first. */
  history: route('get', '/vehicles/:id/custody', {
    params: IdParamsSchema,
    query: CustodyHistoryQuerySchema,
  }).returns<Page<Custody>>(),
};
