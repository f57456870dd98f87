import { z } from 'zod';
import { IdParamsSchema, PageQuerySchema, type Page } from '../api';
import { route } from '../contract';
import {
  FuelInputSchema,
  MaintenanceInputSchema,
  OilChangeInputSchema,
  RecordParamsSchema,
  ReminderInputSchema,
  type RecordInputs,
  type RecordKind,
  type StoredRecord,
  type ValidRecordInputs,
} from './records.schema';
import type { DefectCounts, DefectDetail, Defect } from './defect';
import {
  DefectListQuerySchema,
  DismissDefectBodySchema,
  ReopenDefectBodySchema,
  ResolveDefectBodySchema,
  VehicleReleaseBodySchema,
} from './defect.schema';
import type {
  FleetSummary,
  ReminderWithDue,
  VehicleInspection,
  VehicleOption,
  VehicleOverview,
  VehicleWithOil,
} from './vehicle-api';
import { VehicleBodySchema, VehicleListQuerySchema } from './vehicle.schema';

/** Each record kind's collection under its vehicle: `/vehicles/:id/oil-changes`. */
const RECORD_SEGMENTS = {
  maintenance: 'maintenance',
  fuel: 'fuel',
  oil_change: 'oil-changes',
} as const satisfies Record<RecordKind, string>;

/**
 * Each kind's schema, typed by its input maps so that a route generic over the kind keeps kind and
 * body paired. A function called inside `route()`'s inputs, which the web build drops
 * (`contractsWithoutSchemas`): a table at the top level would keep the record schemas, and zod,
 * in every screen that imports this contract (the admin sidebar's open-defects count).
 */
function recordInput<K extends RecordKind>(kind: K): z.ZodType<ValidRecordInputs[K], RecordInputs[K]> {
  const inputs: { [R in RecordKind]: z.ZodType<ValidRecordInputs[R], RecordInputs[R]> } = {
    maintenance: MaintenanceInputSchema,
    fuel: FuelInputSchema,
    oil_change: OilChangeInputSchema,
  };
  return inputs[kind];
}

/** The same three endpoints for each record kind: its list, a new one, and deleting one. */
function recordApi<K extends RecordKind>(kind: K) {
  const path = `/vehicles/:id/${RECORD_SEGMENTS[kind]}`;
  return {
    list: route('get', path, { params: IdParamsSchema }).returns<Array<StoredRecord<K>>>(),
    add: route('post', path, { params: IdParamsSchema, body: recordInput(kind) }).returns<StoredRecord<K>>(),
    remove: route('delete', `${path}/:recordId`, { params: RecordParamsSchema }).returns<{ id: string }>(),
  };
}
type RecordApi<K extends RecordKind> = ReturnType<typeof recordApi<K>>;
/** Typed per kind, so `vehiclesApi.records[kind]` with a generic kind keeps its own input and record. */
const recordApis: { [K in RecordKind]: RecordApi<K> } = {
  maintenance: recordApi('maintenance'),
  fuel: recordApi('fuel'),
  oil_change: recordApi('oil_change'),
};

/** A company's fleet (spec section 4): its vehicles, their records and their reminders; admins only. */
export const vehiclesApi = {
  /** The vehicles in use, or with `archived=true` only the archived ones. */
  list: route('get', '/vehicles', { query: VehicleListQuerySchema }).returns<Page<VehicleWithOil>>(),
  summary: route('get', '/vehicles/summary').returns<FleetSummary>(),
  /** The assign picker: active vehicles only, out-of-service ones marked. */
  options: route('get', '/vehicles/options').returns<VehicleOption[]>(),
  get: route('get', '/vehicles/:id', { params: IdParamsSchema }).returns<VehicleWithOil>(),
  create: route('post', '/vehicles', { body: VehicleBodySchema }).returns<VehicleWithOil>(),
  /** The whole vehicle: one schema for create and edit. */
  update: route('put', '/vehicles/:id', { params: IdParamsSchema, body: VehicleBodySchema }).returns<VehicleWithOil>(),
  /** Only an archived vehicle; everything it holds goes with it (audited with the counts). */
  remove: route('delete', '/vehicles/:id', { params: IdParamsSchema }).returns<{ id: string }>(),
  /** Hidden from the lists and refused new work, its whole history kept (audited). */
  archive: route('post', '/vehicles/:id/archive', { params: IdParamsSchema }).returns<VehicleWithOil>(),
  /** 'Reativar': back in the lists and open to new work (audited). */
  unarchive: route('post', '/vehicles/:id/unarchive', { params: IdParamsSchema }).returns<VehicleWithOil>(),
  overview: route('get', '/vehicles/:id/overview', { params: IdParamsSchema }).returns<VehicleOverview>(),
  /** 'Liberar veículo': out of service, it may be taken out anyway, for the reason given (audited). */
  release: route('post', '/vehicles/:id/release', {
    params: IdParamsSchema,
    body: VehicleReleaseBodySchema,
  }).returns<VehicleWithOil>(),
  /** The 'Inspeções' tab: the vehicle's checklists, newest first. */
  inspections: route('get', '/vehicles/:id/inspections', {
    params: IdParamsSchema,
    query: PageQuerySchema,
  }).returns<Page<VehicleInspection>>(),
  records: recordApis,
  reminders: {
    list: route('get', '/vehicles/:id/reminders', { params: IdParamsSchema }).returns<ReminderWithDue[]>(),
    create: route('post', '/vehicles/:id/reminders', {
      params: IdParamsSchema,
      body: ReminderInputSchema,
    }).returns<ReminderWithDue>(),
    remove: route('delete', '/vehicles/:id/reminders/:recordId', { params: RecordParamsSchema }).returns<{
      id: string;
    }>(),
  },
};

/**
 * A company's defects: opened by failed inspection items, dealt with by its admins.
 * A vehicle's 'Defeitos' tab is the list filtered by `vehicleId`.
 */
export const defectsApi = {
  list: route('get', '/defects', { query: DefectListQuerySchema }).returns<Page<Defect>>(),
  /** The sidebar's open count and the out-of-service figures. */
  counts: route('get', '/defects/counts').returns<DefectCounts>(),
  get: route('get', '/defects/:id', { params: IdParamsSchema }).returns<DefectDetail>(),
  start: route('post', '/defects/:id/start', { params: IdParamsSchema }).returns<DefectDetail>(),
  resolve: route('post', '/defects/:id/resolve', {
    params: IdParamsSchema,
    body: ResolveDefectBodySchema,
  }).returns<DefectDetail>(),
  dismiss: route('post', '/defects/:id/dismiss', {
    params: IdParamsSchema,
    body: DismissDefectBodySchema,
  }).returns<DefectDetail>(),
  reopen: route('post', '/defects/:id/reopen', {
    params: IdParamsSchema,
    body: ReopenDefectBodySchema,
  }).returns<DefectDetail>(),
};
