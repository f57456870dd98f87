import { Router } from 'express';
import { z } from 'zod';
import { IdParamsSchema, IdSchema, PageQuerySchema } from '../domain/api';
import {
  FuelInputSchema,
  MaintenanceInputSchema,
  OilChangeInputSchema,
  ReminderInputSchema,
} from '../domain/fleet/records.schema';
import { vehicleInputSchema } from '../domain/fleet/vehicle.schema';
import { companyOf } from '../domain/roles';
import { endpoint } from '../http/endpoint';
import * as vehicles from './vehicles.service';

const roles = ['admin'] as const;

const RecordParamsSchema = z.strictObject({ id: IdSchema, recordId: IdSchema });

/** The year's bound moves with the calendar, and an instance outlives a New Year: the schema is built per request. */
const VehicleBodySchema = z.unknown().transform((body, ctx) => {
  const result = vehicleInputSchema(new Date()).safeParse(body);
  if (result.success) return result.data;
  ctx.issues.push(...(result.error.issues as typeof ctx.issues));
  return z.NEVER;
});

export const vehiclesRouter = Router();

vehiclesRouter.get(
  '/',
  endpoint({ roles, query: PageQuerySchema }, ({ session, query }) => vehicles.listVehicles(companyOf(session), query)),
);

vehiclesRouter.get(
  '/summary',
  endpoint({ roles }, ({ session }) => vehicles.getSummary(companyOf(session))),
);

vehiclesRouter.get(
  '/:id',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    vehicles.getVehicle(companyOf(session), params.id),
  ),
);

vehiclesRouter.post(
  '/',
  endpoint({ roles, body: VehicleBodySchema, status: 201 }, ({ session, body }) =>
    vehicles.createVehicle(companyOf(session), body),
  ),
);

vehiclesRouter.put(
  '/:id',
  endpoint({ roles, params: IdParamsSchema, body: VehicleBodySchema }, ({ session, params, body }) =>
    vehicles.updateVehicle(companyOf(session), params.id, body),
  ),
);

vehiclesRouter.delete(
  '/:id',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    vehicles.deleteVehicle(companyOf(session), params.id),
  ),
);

vehiclesRouter.get(
  '/:id/overview',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    vehicles.getOverview(companyOf(session), params.id),
  ),
);

vehiclesRouter.get(
  '/:id/maintenance',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    vehicles.listRecords(companyOf(session), params.id, 'maintenance'),
  ),
);

vehiclesRouter.post(
  '/:id/maintenance',
  endpoint({ roles, params: IdParamsSchema, body: MaintenanceInputSchema, status: 201 }, ({ session, params, body }) =>
    vehicles.addMaintenance(companyOf(session), params.id, body),
  ),
);

vehiclesRouter.delete(
  '/:id/maintenance/:recordId',
  endpoint({ roles, params: RecordParamsSchema }, ({ session, params }) =>
    vehicles.deleteRecord(companyOf(session), params.id, 'maintenance', params.recordId),
  ),
);

vehiclesRouter.get(
  '/:id/fuel',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    vehicles.listRecords(companyOf(session), params.id, 'fuel'),
  ),
);

vehiclesRouter.post(
  '/:id/fuel',
  endpoint({ roles, params: IdParamsSchema, body: FuelInputSchema, status: 201 }, ({ session, params, body }) =>
    vehicles.addFuel(companyOf(session), params.id, body),
  ),
);

vehiclesRouter.delete(
  '/:id/fuel/:recordId',
  endpoint({ roles, params: RecordParamsSchema }, ({ session, params }) =>
    vehicles.deleteRecord(companyOf(session), params.id, 'fuel', params.recordId),
  ),
);

vehiclesRouter.get(
  '/:id/oil-changes',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    vehicles.listRecords(companyOf(session), params.id, 'oil_change'),
  ),
);

vehiclesRouter.post(
  '/:id/oil-changes',
  endpoint({ roles, params: IdParamsSchema, body: OilChangeInputSchema, status: 201 }, ({ session, params, body }) =>
    vehicles.addOilChange(companyOf(session), params.id, body),
  ),
);

vehiclesRouter.delete(
  '/:id/oil-changes/:recordId',
  endpoint({ roles, params: RecordParamsSchema }, ({ session, params }) =>
    vehicles.deleteRecord(companyOf(session), params.id, 'oil_change', params.recordId),
  ),
);

vehiclesRouter.get(
  '/:id/reminders',
  endpoint({ roles, params: IdParamsSchema }, ({ session, params }) =>
    vehicles.listReminders(companyOf(session), params.id),
  ),
);

vehiclesRouter.post(
  '/:id/reminders',
  endpoint({ roles, params: IdParamsSchema, body: ReminderInputSchema, status: 201 }, ({ session, params, body }) =>
    vehicles.createReminder(companyOf(session), params.id, body),
  ),
);

vehiclesRouter.delete(
  '/:id/reminders/:recordId',
  endpoint({ roles, params: RecordParamsSchema }, ({ session, params }) =>
    vehicles.deleteReminder(companyOf(session), params.id, params.recordId),
  ),
);
