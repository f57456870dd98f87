import { Router } from 'express';
import { RECORD_KINDS, type RecordKind } from '../../domain/fleet/records.schema';
import { vehiclesApi } from '../../domain/fleet/contract';
import { serve } from '../../http/endpoint';
import * as vehicles from './vehicles.service';

const roles = ['admin'] as const;

export const vehiclesRouter = Router();

serve(vehiclesRouter, vehiclesApi.list, { roles }, ({ session, query }) => vehicles.listVehicles(session, query));
// Before '/vehicles/:id', which would take 'summary' for an id.
serve(vehiclesRouter, vehiclesApi.summary, { roles }, ({ session }) => vehicles.getSummary(session));
serve(vehiclesRouter, vehiclesApi.options, { roles }, ({ session }) => vehicles.listVehicleOptions(session));
serve(vehiclesRouter, vehiclesApi.get, { roles }, ({ session, params }) => vehicles.getVehicle(session, params.id));
serve(vehiclesRouter, vehiclesApi.create, { roles, status: 201 }, ({ session, body }) =>
  vehicles.createVehicle(session, body),
);
serve(vehiclesRouter, vehiclesApi.update, { roles }, ({ session, params, body }) =>
  vehicles.updateVehicle(session, params.id, body),
);
// Everything the vehicle holds goes with it: only for a sign-in of the last minutes.
serve(vehiclesRouter, vehiclesApi.remove, { roles, recentSignIn: true }, ({ session, params }) =>
  vehicles.deleteVehicle(session, params.id),
);
// Archiving hides the vehicle from every list and refuses it new work: as sensitive as a deletion.
serve(vehiclesRouter, vehiclesApi.archive, { roles, recentSignIn: true }, ({ session, params }) =>
  vehicles.archiveVehicle(session, params.id),
);
serve(vehiclesRouter, vehiclesApi.unarchive, { roles }, ({ session, params }) =>
  vehicles.unarchiveVehicle(session, params.id),
);
serve(vehiclesRouter, vehiclesApi.overview, { roles }, ({ session, params }) =>
  vehicles.getOverview(session, params.id),
);
serve(vehiclesRouter, vehiclesApi.release, { roles }, ({ session, params, body }) =>
  vehicles.releaseVehicle(session, params.id, body.reason),
);

/** Each record kind has the same three endpoints. */
function serveRecords<K extends RecordKind>(kind: K) {
  const api = vehiclesApi.records[kind];
  serve(vehiclesRouter, api.list, { roles }, ({ session, params }) => vehicles.listRecords(session, params.id, kind));
  serve(vehiclesRouter, api.add, { roles, status: 201 }, ({ session, params, body }) =>
    vehicles.addRecord(session, params.id, { kind, input: body }),
  );
  serve(vehiclesRouter, api.remove, { roles }, ({ session, params }) =>
    vehicles.deleteRecord(session, params.id, kind, params.recordId),
  );
}
RECORD_KINDS.forEach(serveRecords);

serve(vehiclesRouter, vehiclesApi.reminders.list, { roles }, ({ session, params }) =>
  vehicles.listReminders(session, params.id),
);
serve(vehiclesRouter, vehiclesApi.reminders.create, { roles, status: 201 }, ({ session, params, body }) =>
  vehicles.createReminder(session, params.id, body),
);
serve(vehiclesRouter, vehiclesApi.reminders.remove, { roles }, ({ session, params }) =>
  vehicles.deleteReminder(session, params.id, params.recordId),
);
