import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../api';
import type { ApiKeyScope } from '../api-keys/api-keys';
import { AssignInputSchema } from '../checklists/assign.schema';
import { ChecklistFiltersShape } from '../checklists/checklist-filters';
import { REVIEW_TABS } from '../checklists/review.schema';
import { CursorSchema } from '../cursor';
import { DEADLINE_KINDS } from '../deadlines/deadlines';
import { DUE_STATUSES } from '../deadlines/due-status';
import { MAX_PAGE_SIZE } from '../envelope';
import { FINE_STATUSES } from '../fines/fines';
import { DEFECT_STATUS_FILTERS, ResolveDefectBodySchema } from '../fleet/defect.schema';
import { FuelInputSchema, MaintenanceInputSchema } from '../fleet/records.schema';
import { httpMessages } from '../http-messages';
import { DEFECT_SEVERITIES } from '../templates/template.schema';

/**
 * The public API (`/api/v1`): what another system calls with an API key. Each endpoint declares
 * its permission and zod schemas for what it takes and what it answers; the routes validate with
 * them and the OpenAPI document is generated from them, so the reference cannot drift from the code.
 * Bodies reuse the app's own schemas (the same fields, rules and pt-BR messages as its forms).
 */

export const PUBLIC_API_BASE = '/api/v1';
export const PUBLIC_API_VERSION = '1.0.0';

export interface PublicEndpoint {
  readonly method: 'get' | 'post';
  /** Under `/api/v1`, Express style: `/vehicles/:id`. */
  readonly path: string;
  readonly scope: ApiKeyScope;
  /** The reference's title of the operation, in pt-BR. */
  readonly summary: string;
  /** The reference's section. */
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's body. */
  readonly response: z.ZodType;
  /** HTTP status of a success (200 unless it creates). */
  readonly status?: 200 | 201;
}

/**
 * The schemas the reference names once, in `components/schemas`, and points to wherever they are
 * used: the resources, their pages and the error. By name, in the order they were declared.
 */
export const PUBLIC_SCHEMAS: Record<string, z.ZodType> = {};

const named = <T extends z.ZodType>(name: string, schema: T): T => {
  PUBLIC_SCHEMAS[name] = schema;
  return schema;
};

const iso = named('DateTime', z.iso.datetime({ offset: true }).describe('Data e hora ISO 8601'));
const isoDay = named('Day', z.iso.date().describe('Dia ISO 8601 (AAAA-MM-DD)'));
const ref = named('VehicleRef', z.object({ id: z.string(), name: z.string(), plate: z.string() }));
const personRef = named('PersonRef', z.object({ id: z.string(), name: z.string() }));

/** `?limit=` (1 to 100, 25 by default) and `?cursor=`: the `nextCursor` the page before answered. */
const pageQuery = {
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
  cursor: CursorSchema.optional().describe('O `nextCursor` da página anterior'),
};

const ListQuerySchema = z.strictObject(pageQuery);

/** The vehicles' list: those in use, or with `archived=true` only the archived ones (as the web's list). */
const VehicleListQuerySchema = z.strictObject({
  ...pageQuery,
  archived: z
    .enum(['true', 'false'], { error: httpMessages.invalidParams })
    .optional()
    .describe('`true`: só os veículos arquivados; sem ele, os em uso'),
});

const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: httpMessages.invalidParams });

const NextCursorSchema = named(
  'NextCursor',
  z.string().nullable().describe('O `cursor` da próxima página; null na última'),
);

/** A list's answer: one page of `name`s (a schema of its own, `<name>Page`), and where the next starts. */
const listOf = <T extends z.ZodType>(name: string, item: T) =>
  named(`${name}Page`, z.object({ data: z.array(item), nextCursor: NextCursorSchema }));
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const VehicleSchema = named(
  'Vehicle',
  z.object({
    id: z.string(),
    name: z.string(),
    plate: z.string(),
    brand: z.string(),
    model: z.string(),
    color: z.string(),
    year: z.number().int(),
    currentKm: z.number(),
    lastOilChangeKm: z.number(),
    oilChangeIntervalKm: z.number(),
    isActive: z.boolean(),
    uf: z.string().nullable(),
    vehicleType: z.string(),
    service: z.object({ outOfService: z.boolean(), openDefects: z.number().int() }),
    /** When it was archived (its history kept, taking no new work); null while in use. */
    archivedAt: iso.nullable(),
    createdAt: iso,
    updatedAt: iso.nullable(),
  }),
);

/** `POST /api/v1/vehicles`: the vehicle form's fields (the same checks: plate, year, km). */
export const VehicleCreateSchema = z.strictObject({
  name: z.string(),
  plate: z.string().describe('Placa no padrão antigo ou Mercosul (ABC1234 ou ABC1D23)'),
  brand: z.string(),
  model: z.string(),
  color: z.string(),
  year: z.number().int(),
  currentKm: z.number().min(0),
  lastOilChangeKm: z.number().min(0),
  oilChangeIntervalKm: z.number().positive().optional(),
  isActive: z.boolean().optional(),
  uf: z.string().length(2).nullable().optional(),
});

/** `POST /api/v1/vehicles/:id/odometer`: a reading at or above the vehicle's current km. */
export const OdometerBodySchema = z.strictObject({ km: z.number().positive() });

const recordBase = { id: z.string(), vehicleId: z.string(), performedAt: iso, createdAt: iso };

export const FuelRecordSchema = named(
  'FuelRecord',
  z.object({
    ...recordBase,
    liters: z.number(),
    costPerLiter: z.number(),
    totalCost: z.number(),
    kmAtFueling: z.number(),
    fuelType: z.string(),
    fullTank: z.boolean(),
  }),
);

export const MaintenanceRecordSchema = named(
  'MaintenanceRecord',
  z.object({
    ...recordBase,
    type: z.string(),
    description: z.string(),
    cost: z.number(),
    kmAtMaintenance: z.number(),
  }),
);

export const ResponseSummarySchema = named(
  'ResponseSummary',
  z.object({
    id: z.string(),
    templateName: z.string(),
    vehicle: ref.optional(),
    userId: z.string(),
    userName: z.string(),
    status: z.string(),
    submittedAt: iso.nullable(),
    dueDate: iso.nullable(),
  }),
);

export const ResponseDetailSchema = named(
  'ResponseDetail',
  z.object({
    id: z.string(),
    templateName: z.string(),
    vehicle: ref.optional(),
    userId: z.string(),
    userName: z.string(),
    reviewStatus: z.string(),
    submittedAt: iso.nullable(),
    questions: z.array(
      z.object({
        id: z.string(),
        order: z.number().int(),
        question: z.string(),
        type: z.string(),
        answer: z.unknown().describe('A resposta, no tipo da questão; fotos como referências `image_ref://`'),
        answeredAt: iso.nullable(),
        comment: z.string().nullable(),
        status: z.string(),
        rejectionReason: z.string().nullable(),
      }),
    ),
  }),
);

/** An assigned checklist: whose, of which vehicle, where it stands, its times, and what an inspection found. */
export const ChecklistSchema = named(
  'Checklist',
  z.object({
    id: z.string(),
    templateId: z.string(),
    templateName: z.string(),
    userId: z.string(),
    userName: z.string(),
    vehicle: ref.optional(),
    status: z.string().describe('pending, in_progress, completed, in_review, approved ou rejected'),
    assignedAt: iso,
    dueDate: iso,
    startedAt: iso.nullable(),
    submittedAt: iso.nullable(),
    reviewedAt: iso.nullable(),
    questionsCount: z.number().int(),
    answeredCount: z.number().int(),
    inspection: z
      .object({ failures: z.number().int(), criticalFailures: z.number().int(), odometerKm: z.number().nullable() })
      .optional()
      .describe('O que a inspeção de veículo encontrou no último envio'),
  }),
);

export const AssignResultSchema = named(
  'AssignResult',
  z.object({ ids: z.array(z.string()), count: z.number().int() }),
);

export const DefectSchema = named(
  'Defect',
  z.object({
    id: z.string(),
    vehicle: ref,
    title: z.string(),
    severity: z.string(),
    status: z.string(),
    openedAt: iso,
    updatedAt: iso,
    reportsCount: z.number().int(),
    checklistIds: z.array(z.string()),
    maintenanceRecordId: z.string().nullable(),
  }),
);

export const FineSchema = named(
  'Fine',
  z.object({
    id: z.string(),
    vehicle: ref,
    infractionNumber: z.string(),
    occurredAt: iso,
    place: z.string(),
    description: z.string(),
    amount: z.number(),
    points: z.number().int(),
    notificationDate: isoDay,
    status: z.string(),
    driver: personRef.nullable(),
    createdAt: iso,
  }),
);

export const DeadlineSchema = named(
  'Deadline',
  z.object({
    key: z.string(),
    kind: z.string(),
    sourceId: z.string(),
    title: z.string(),
    dueDay: isoDay,
    status: z.string(),
    daysLeft: z.number().int(),
    vehicle: ref.nullable(),
    driver: personRef.nullable(),
  }),
);

/** Every error: a stable machine code and a pt-BR message (with each field's problem on a 400). */
export const PublicErrorSchema = named(
  'Error',
  z.object({
    success: z.literal(false),
    error: z.object({
      code: z.string().describe('Código estável: invalid_input, unauthenticated, insufficient_scope, not_found…'),
      message: z.string().describe('Mensagem em português'),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  }),
);

const VEHICLES = 'Veículos';
const RECORDS = 'Abastecimentos e manutenções';
const CHECKLISTS = 'Checklists e respostas';
const DEFECTS = 'Defeitos';
const FINES = 'Multas e vencimentos';

/** Every endpoint of `/api/v1`, in the reference's order. */
export const publicApi = {
  listVehicles: {
    method: 'get',
    path: '/vehicles',
    scope: 'vehicles:read',
    summary: 'Listar veículos',
    tag: VEHICLES,
    query: VehicleListQuerySchema,
    response: listOf('Vehicle', VehicleSchema),
  },
  getVehicle: {
    method: 'get',
    path: '/vehicles/:id',
    scope: 'vehicles:read',
    summary: 'Consultar um veículo',
    tag: VEHICLES,
    params: IdParamsSchema,
    response: one(VehicleSchema),
  },
  createVehicle: {
    method: 'post',
    path: '/vehicles',
    scope: 'vehicles:write',
    summary: 'Cadastrar um veículo',
    tag: VEHICLES,
    body: VehicleCreateSchema,
    response: one(VehicleSchema),
    status: 201,
  },
  updateOdometer: {
    method: 'post',
    path: '/vehicles/:id/odometer',
    scope: 'vehicles:write',
    summary: 'Atualizar o hodômetro',
    tag: VEHICLES,
    params: IdParamsSchema,
    body: OdometerBodySchema,
    response: one(VehicleSchema),
  },
  listFuel: {
    method: 'get',
    path: '/vehicles/:id/fuel',
    scope: 'fuel:read',
    summary: 'Listar os abastecimentos de um veículo',
    tag: RECORDS,
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: listOf('FuelRecord', FuelRecordSchema),
  },
  createFuel: {
    method: 'post',
    path: '/vehicles/:id/fuel',
    scope: 'fuel:write',
    summary: 'Registrar um abastecimento',
    tag: RECORDS,
    params: IdParamsSchema,
    body: FuelInputSchema,
    response: one(FuelRecordSchema),
    status: 201,
  },
  listMaintenance: {
    method: 'get',
    path: '/vehicles/:id/maintenance',
    scope: 'maintenance:read',
    summary: 'Listar as manutenções de um veículo',
    tag: RECORDS,
    params: IdParamsSchema,
    query: ListQuerySchema,
    response: listOf('MaintenanceRecord', MaintenanceRecordSchema),
  },
  createMaintenance: {
    method: 'post',
    path: '/vehicles/:id/maintenance',
    scope: 'maintenance:write',
    summary: 'Registrar uma manutenção',
    tag: RECORDS,
    params: IdParamsSchema,
    body: MaintenanceInputSchema,
    response: one(MaintenanceRecordSchema),
    status: 201,
  },
  assignChecklists: {
    method: 'post',
    path: '/checklists',
    scope: 'checklists:write',
    summary: 'Atribuir checklists',
    tag: CHECKLISTS,
    body: AssignInputSchema,
    response: one(AssignResultSchema),
    status: 201,
  },
  listChecklists: {
    method: 'get',
    path: '/checklists',
    scope: 'checklists:read',
    summary: 'Listar checklists atribuídos',
    tag: CHECKLISTS,
    query: ListQuerySchema.extend(ChecklistFiltersShape),
    response: listOf('Checklist', ChecklistSchema),
  },
  getChecklist: {
    method: 'get',
    path: '/checklists/:id',
    scope: 'checklists:read',
    summary: 'Consultar um checklist atribuído',
    tag: CHECKLISTS,
    params: IdParamsSchema,
    response: one(ChecklistSchema),
  },
  listResponses: {
    method: 'get',
    path: '/responses',
    scope: 'responses:read',
    summary: 'Listar checklists enviados',
    tag: CHECKLISTS,
    query: ListQuerySchema.extend({ status: enumOf(REVIEW_TABS).default('all') }),
    response: listOf('ResponseSummary', ResponseSummarySchema),
  },
  getResponse: {
    method: 'get',
    path: '/responses/:id',
    scope: 'responses:read',
    summary: 'Consultar um checklist enviado, com as respostas',
    tag: CHECKLISTS,
    params: IdParamsSchema,
    response: one(ResponseDetailSchema),
  },
  listDefects: {
    method: 'get',
    path: '/defects',
    scope: 'defects:read',
    summary: 'Listar defeitos',
    tag: DEFECTS,
    query: ListQuerySchema.extend({
      status: enumOf(DEFECT_STATUS_FILTERS).default('active'),
      severity: enumOf(DEFECT_SEVERITIES).optional(),
      vehicleId: IdSchema.optional(),
    }),
    response: listOf('Defect', DefectSchema),
  },
  resolveDefect: {
    method: 'post',
    path: '/defects/:id/resolve',
    scope: 'defects:write',
    summary: 'Resolver um defeito',
    tag: DEFECTS,
    params: IdParamsSchema,
    body: ResolveDefectBodySchema,
    response: one(DefectSchema),
  },
  listFines: {
    method: 'get',
    path: '/fines',
    scope: 'fines:read',
    summary: 'Listar multas',
    tag: FINES,
    query: ListQuerySchema.extend({ status: enumOf(FINE_STATUSES).optional(), vehicleId: IdSchema.optional() }),
    response: listOf('Fine', FineSchema),
  },
  listDeadlines: {
    method: 'get',
    path: '/deadlines',
    scope: 'deadlines:read',
    summary: 'Listar vencimentos',
    tag: FINES,
    query: ListQuerySchema.extend({
      kind: enumOf(DEADLINE_KINDS).optional(),
      status: enumOf(DUE_STATUSES).optional(),
      vehicleId: IdSchema.optional(),
    }),
    response: listOf('Deadline', DeadlineSchema),
  },
} as const satisfies Record<string, PublicEndpoint>;

export type PublicApi = typeof publicApi;
export type PublicOutput<E extends PublicEndpoint> = z.input<E['response']>;
