import type { FieldChecklist } from '../domain/checklists/checklist.schema';
import { AppError, notFound } from '../domain/errors';
import type { VehicleAccess } from '../domain/fleet/vehicle-qr';
import { MESSAGES } from '../domain/messages';
import type { CompanySession } from '../domain/roles';
import { scannedVehicle } from '../fleet/qr';
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
    vehicle.isActive ? onDemandTemplates(session.companyId) : Promise.resolve([]),
    fieldCriticalDefects(session.companyId, vehicle),
  ]);
  const checklists = await fieldSummaries(session, open, now);
  return {
    vehicle: {
      id: vehicle.id,
      name: vehicle.name,
      plate: vehicle.plate,
      outOfService: vehicle.service.outOfService,
    },
    criticalDefects,
    checklists,
    templates: templates.map((t) => ({ id: t.id, name: t.title, custodyRole: t.custodyRole ?? null })),
  };
}

/** 'Iniciar inspeção' on the vehicle's screen: an on-demand template's checklist, made and started. */
export async function startFromVehicle(
  session: CompanySession,
  token: string,
  templateId: string,
  now: Date = new Date(),
): Promise<FieldChecklist> {
  const vehicle = await scannedVehicle(session, token);
  const template = await findTemplate(session.companyId, templateId);
  if (!template) throw notFound(MESSAGES.templates.notFound);
  if (!template.onDemand || !template.isActive || template.kind !== 'vehicle_inspection')
    throw new AppError('invalid_input', MESSAGES.vehicles.notOnDemand);
  if (!vehicle.isActive) throw new AppError('invalid_input', MESSAGES.checklists.vehicleInactive(vehicle.name));
  return startOnDemandChecklist(session, template, { id: vehicle.id, name: vehicle.name, plate: vehicle.plate }, now);
}

/**
 * An assigned checklist started from the vehicle's screen: the token must open the checklist's own
 * vehicle, and the start records 'Aberto pelo link da etiqueta'.
 */
export async function startAssignedFromVehicle(
  session: CompanySession,
  checklistId: string,
  token: string,
  now: Date = new Date(),
): Promise<FieldChecklist> {
  const vehicle = await scannedVehicle(session, token);
  const checklist = await repo.get(session.companyId, checklistId);
  if (!checklist || checklist.userId !== session.uid) throw notFound(MESSAGES.checklists.notFound);
  if (checklist.vehicle?.id !== vehicle.id) throw new AppError('invalid_input', MESSAGES.vehicles.qrNotThisVehicle);
  return startChecklist(session, checklistId, now, { startedVia: 'qr' });
}
