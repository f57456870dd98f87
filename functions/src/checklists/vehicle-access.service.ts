import type { AnswerLocation, FieldChecklist, KnownPosition, StartPlace } from '../domain/checklists/checklist.schema';
import { lastAnsweredPosition, startPlaceAt } from '../domain/checklists/start-place';
import { AppError, notFound } from '../domain/errors';
import type { VehicleAccess } from '../domain/fleet/vehicle-qr';
import { MESSAGES } from '../domain/messages';
import type { CompanySession } from '../domain/roles';
import { scannedVehicle } from '../fleet/qr';
import { refuseArchived } from '../fleet/vehicles';
import { findTemplate, onDemandTemplates } from '../templates';
import { fieldCriticalDefects, fieldSummaries, startChecklist, startOnDemandChecklist } from './checklists.service';
import { checklistsRepository as repo } from './checklists.repository';

/*
 * A vehicle's QR code scanned by a field user ('Sob demanda'): the checklists it opens, and those
 * started from it.
 */

/** What the field user sees after scanning: the vehicle, their open checklists of it, the on-demand templates. */
export async function vehicleAccess(
  session: CompanySession,
  token: string,
  now: Date = new Date(),
): Promise<VehicleAccess> {
  const vehicle = await scannedVehicle(session, token);
  const [open, templates, criticalDefects] = await Promise.all([
    repo.listOpenForUserVehicle(session.companyId, session.uid, vehicle.id),
    vehicle.isActive && !vehicle.archived ? onDemandTemplates(session.companyId) : Promise.resolve([]),
    fieldCriticalDefects(session.companyId, vehicle),
  ]);
  const checklists = await fieldSummaries(session, open, now);
  return {
    vehicle: {
      id: vehicle.id,
      name: vehicle.name,
      plate: vehicle.plate,
      outOfService: vehicle.service.outOfService,
      released: vehicle.service.release !== null,
    },
    criticalDefects,
    checklists,
    templates: templates.map((t) => ({
      id: t.id,
      name: t.title,
      custodyRole: t.custodyRole ?? null,
      requirePosition: t.requirePosition === true,
    })),
  };
}

/** The vehicle's checklists looked at for its last known position: the latest few assigned. */
const POSITION_LOOKBACK = 10;

/**
 * Where the vehicle was last seen: the latest located answer of its latest checklists (`except`
 * the one starting now).
 */
async function lastKnownPosition(companyId: string, vehicleId: string, except?: string): Promise<KnownPosition | null> {
  const latest = await repo.latestOfVehicle(companyId, vehicleId, POSITION_LOOKBACK);
  let found: KnownPosition | null = null;
  for (const checklist of latest) {
    if (checklist.id === except) continue;
    const seen = lastAnsweredPosition(checklist.questions);
    if (seen && (!found || seen.at > found.at)) found = seen;
  }
  return found;
}

/** The place a start through the label's link keeps: none when the phone gave no position. */
async function placeOf(
  companyId: string,
  vehicleId: string,
  position: AnswerLocation | undefined,
  except?: string,
): Promise<StartPlace | undefined> {
  if (!position) return undefined;
  return startPlaceAt(position, await lastKnownPosition(companyId, vehicleId, except));
}

/** 'Iniciar inspeção' on the vehicle's screen: an on-demand template's checklist, made and started. */
export async function startFromVehicle(
  session: CompanySession,
  token: string,
  templateId: string,
  position?: AnswerLocation,
  now: Date = new Date(),
): Promise<FieldChecklist> {
  const vehicle = await scannedVehicle(session, token);
  const template = await findTemplate(session.companyId, templateId);
  if (!template) throw notFound(MESSAGES.templates.notFound);
  if (!template.onDemand || !template.isActive || template.kind !== 'vehicle_inspection')
    throw new AppError('invalid_input', MESSAGES.vehicles.notOnDemand);
  refuseArchived(vehicle);
  if (!vehicle.isActive) throw new AppError('invalid_input', MESSAGES.checklists.vehicleInactive(vehicle.name));
  // Refused before the checklist is made, so a start without the position leaves nothing behind.
  if (template.requirePosition && !position) throw new AppError('invalid_input', MESSAGES.checklists.positionRequired);
  const place = await placeOf(session.companyId, vehicle.id, position);
  const started = { id: vehicle.id, name: vehicle.name, plate: vehicle.plate };
  return startOnDemandChecklist(session, template, started, now, place);
}

/**
 * An assigned checklist started from the vehicle's screen: the token must open the checklist's own
 * vehicle, and the start records 'Aberto pelo link da etiqueta' (by the vehicle, when the position
 * sent says so).
 */
export async function startAssignedFromVehicle(
  session: CompanySession,
  checklistId: string,
  token: string,
  position?: AnswerLocation,
  now: Date = new Date(),
): Promise<FieldChecklist> {
  const vehicle = await scannedVehicle(session, token);
  const checklist = await repo.get(session.companyId, checklistId);
  if (!checklist || checklist.userId !== session.uid) throw notFound(MESSAGES.checklists.notFound);
  if (checklist.vehicle?.id !== vehicle.id) throw new AppError('invalid_input', MESSAGES.vehicles.qrNotThisVehicle);
  refuseArchived(vehicle);
  const startPlace = await placeOf(session.companyId, vehicle.id, position, checklistId);
  return startChecklist(session, checklistId, now, { startedVia: 'qr', ...(startPlace && { startPlace }) });
}

/**
 * An assigned checklist started from the list with the phone's position (a template with 'Exigir
 * localização' asks for it): the start keeps where it was taken, measured against the vehicle's
 * last known position as a start by the label is.
 */
export async function startAssignedWithPosition(
  session: CompanySession,
  checklistId: string,
  position: AnswerLocation,
  now: Date = new Date(),
): Promise<FieldChecklist> {
  const checklist = await repo.get(session.companyId, checklistId);
  if (!checklist || checklist.userId !== session.uid) throw notFound(MESSAGES.checklists.notFound);
  const startPlace = checklist.vehicle
    ? await placeOf(session.companyId, checklist.vehicle.id, position, checklistId)
    : startPlaceAt(position, null);
  return startChecklist(session, checklistId, now, { ...(startPlace && { startPlace }) });
}
