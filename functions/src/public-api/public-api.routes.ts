import { Router } from 'express';
import { assignChecklist, getListedChecklist, listChecklists } from '../checklists';
import { encodeCursor, type PageCursor } from '../domain/cursor';
import { apiKeyMessages } from '../domain/api-keys/messages';
import { AppError } from '../domain/errors';
import { vehicleInputSchema, type Vehicle } from '../domain/fleet/vehicle.schema';
import { httpMessages } from '../domain/http-messages';
import { PUBLIC_API_BASE, publicApi } from '../domain/public-api/contract';
import { listDeadlines } from '../fleet/deadlines';
import { listDefects, resolveDefect } from '../fleet/defects';
import { listFines } from '../fleet/fines';
import { addRecord, createVehicle, getVehicle, listRecords, listVehicles, updateVehicle } from '../fleet/vehicles';
import { parse } from '../http/endpoint';
import { notFoundHandler } from '../http/middleware/errors';
import { getResponse, listResponses } from '../responses';
import { authenticateKey } from './key-auth';
import { openApiDocument } from './openapi';
import { servePublic } from './public-endpoint';

/** A page as a feature's list asks for it: the first page, or the one after `cursor`. */
const pageOf = (query: { limit: number; cursor?: PageCursor }) => ({
  page: 1,
  pageSize: query.limit,
  ...(query.cursor && { after: query.cursor }),
});

const listed = <T>(page: { items: T[]; nextCursor: string | null }) => ({
  data: page.items,
  nextCursor: page.nextCursor,
});

/** A vehicle's records, read whole (a vehicle has a few hundred at most), paged here after the cursor's record. */
function pageOfRecords<T extends { id: string; performedAt: string }>(
  records: readonly T[],
  query: { limit: number; cursor?: PageCursor },
) {
  const start = query.cursor ? records.findIndex((r) => r.id === query.cursor!.id) + 1 : 0;
  if (query.cursor && start === 0) throw new AppError('invalid_input', httpMessages.invalidCursor);
  const data = records.slice(start, start + query.limit);
  const last = data.at(-1);
  const more = start + query.limit < records.length;
  return { data, nextCursor: more && last ? encodeCursor({ value: last.performedAt, id: last.id }) : null };
}

/** The `/api/v1` routes, apart from where they are mounted (the reference test lists them). */
export const v1 = Router();

/** The reference: open to anyone, it describes the API and holds nothing of a company's. */
v1.get('/openapi.json', (_req, res) => {
  res.set('Cache-Control', 'public, max-age=300').json(openApiDocument());
});

v1.use(authenticateKey);

const api = publicApi;

/** A vehicle as the API answers it: its archiving as a date, not who did it. */
const asPublicVehicle = (vehicle: Vehicle) => ({ ...vehicle, archivedAt: vehicle.archived?.at ?? null });

servePublic(v1, api.listVehicles, async ({ session, query }) => {
  const page = await listVehicles(session, { ...pageOf(query), archived: query.archived });
  return listed({ ...page, items: page.items.map(asPublicVehicle) });
});
servePublic(v1, api.getVehicle, async ({ session, params }) => ({
  data: asPublicVehicle(await getVehicle(session, params.id)),
}));
servePublic(v1, api.createVehicle, async ({ session, body }) => ({
  data: asPublicVehicle(await createVehicle(session, parse(vehicleInputSchema(new Date()), body))),
}));
servePublic(v1, api.updateOdometer, async ({ session, params, body }) => {
  const vehicle = await getVehicle(session, params.id);
  if (body.km < vehicle.currentKm) {
    throw new AppError('invalid_input', apiKeyMessages.odometerBelowCurrent, [
      { path: 'km', message: apiKeyMessages.odometerBelowCurrent },
    ]);
  }
  const { name, plate, model, brand, color, year, lastOilChangeKm, oilChangeIntervalKm, isActive } = vehicle;
  const { uf, vehicleType, requiredCnhCategory } = vehicle;
  const input = parse(vehicleInputSchema(new Date()), {
    ...{ name, plate, model, brand, color, year, lastOilChangeKm, oilChangeIntervalKm, isActive },
    ...{ uf, vehicleType, requiredCnhCategory },
    currentKm: body.km,
  });
  return { data: asPublicVehicle(await updateVehicle(session, params.id, input)) };
});
servePublic(v1, api.listFuel, async ({ session, params, query }) =>
  pageOfRecords(await listRecords(session, params.id, 'fuel'), query),
);
servePublic(v1, api.createFuel, async ({ session, params, body }) => ({
  data: await addRecord(session, params.id, { kind: 'fuel', input: body }),
}));
servePublic(v1, api.listMaintenance, async ({ session, params, query }) =>
  pageOfRecords(await listRecords(session, params.id, 'maintenance'), query),
);
servePublic(v1, api.createMaintenance, async ({ session, params, body }) => ({
  data: await addRecord(session, params.id, { kind: 'maintenance', input: body }),
}));
servePublic(v1, api.assignChecklists, async ({ session, body }) => ({ data: await assignChecklist(session, body) }));
servePublic(v1, api.listChecklists, async ({ session, query }) => {
  const { limit: _l, cursor: _c, ...filters } = query;
  return listed(await listChecklists(session, filters, pageOf(query)));
});
servePublic(v1, api.getChecklist, async ({ session, params }) => ({
  data: await getListedChecklist(session, params.id),
}));
servePublic(v1, api.listResponses, async ({ session, query }) =>
  listed(await listResponses(session, { ...pageOf(query), status: query.status })),
);
servePublic(v1, api.getResponse, async ({ session, params }) => ({ data: await getResponse(session, params.id) }));
servePublic(v1, api.listDefects, async ({ session, query }) => {
  const { limit: _l, cursor: _c, ...filter } = query;
  return listed(await listDefects(session, { ...pageOf(query), ...filter }));
});
servePublic(v1, api.resolveDefect, async ({ session, params, body }) => ({
  data: await resolveDefect(session, params.id, body),
}));
servePublic(v1, api.listFines, async ({ session, query }) => {
  const { limit: _l, cursor: _c, ...filter } = query;
  return listed(await listFines(session, { ...pageOf(query), ...filter }));
});
servePublic(v1, api.listDeadlines, async ({ session, query }) => {
  const { limit: _l, cursor: _c, ...filter } = query;
  return listed(await listDeadlines(session, { ...pageOf(query), ...filter }));
});

v1.use(notFoundHandler);

/** `/api/v1`, mounted at the site's root before `/api`: no App Check and no sign-in, its own key instead. */
export const publicApiRouter = Router().use(PUBLIC_API_BASE, v1);
