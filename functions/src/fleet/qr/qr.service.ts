import { audit } from '../../audit/audit.service';
import { fieldSummaries, startChecklist, startOnDemandChecklist } from '../../checklists/checklists.service';
import { checklistsRepository } from '../../checklists/checklists.repository';
import type { FieldChecklist } from '../../domain/checklists/checklist.schema';
import { AppError, notFound } from '../../domain/errors';
import { formatPlate } from '../../domain/fleet/plate';
import { vehicleQrLink, type LabelLayout, type VehicleAccess } from '../../domain/fleet/vehicle-qr';
import { MESSAGES } from '../../domain/messages';
import type { CompanySession } from '../../domain/roles';
import { config } from '../../platform/config';
import { renderPdf } from '../../platform/pdf';
import { templatesRepository } from '../../templates/templates.repository';
import { vehicleLabelDocument } from './vehicle-label-pdf';
import { vehicleQrRepository as tokens } from './qr.repository';
import { getVehicle } from '../vehicles/vehicles.service';
import { vehiclesRepository } from '../vehicles/vehicles.repository';

const vehicleNotFound = () => notFound(MESSAGES.vehicles.notFound);

/**
 * The origin the QR link points at: the configured one in production (CHECKFROTA_APP_ORIGIN), else
 * the one the request came through (the local stack's :5000, a preview channel).
 */
export function appOriginFor(requestOrigin: string): string {
  return config.appOrigin ?? requestOrigin;
}

/** The vehicle's label PDF; its first label makes the vehicle's token. */
export async function vehicleLabel(
  session: CompanySession,
  vehicleId: string,
  layout: LabelLayout,
  appOrigin: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const vehicle = await getVehicle(session, vehicleId);
  const token = await tokens.ensure(session.companyId, vehicle.id);
  if (!token) throw vehicleNotFound();
  const bytes = await renderPdf(vehicleLabelDocument(vehicle, vehicleQrLink(appOrigin, token), layout));
  const kind = layout === 'sheet' ? 'etiquetas' : 'etiqueta';
  return { bytes, fileName: `${kind}-${formatPlate(vehicle.plate)}.pdf` };
}

/** 'Gerar nova etiqueta': the printed labels stop opening the vehicle. */
export async function revokeVehicleLabel(session: CompanySession, vehicleId: string): Promise<{ id: string }> {
  const vehicle = await getVehicle(session, vehicleId);
  if (!(await tokens.replace(session.companyId, vehicle.id))) throw vehicleNotFound();
  await audit(session, session.companyId, 'vehicle.qr_revoked', {
    type: 'vehicle',
    id: vehicle.id,
    label: `${vehicle.name} (${formatPlate(vehicle.plate)})`,
  });
  return { id: vehicle.id };
}

/** The vehicle a token opens for this user: unknown, revoked or another company's is not found. */
async function scannedVehicle(session: CompanySession, token: string) {
  const target = await tokens.resolve(token);
  if (!target || target.companyId !== session.companyId) throw vehicleNotFound();
  const vehicle = await vehiclesRepository.get(session.companyId, target.vehicleId);
  if (!vehicle) throw vehicleNotFound();
  return vehicle;
}

/** What the field user sees after scanning: the vehicle, their open checklists of it, the on-demand templates. */
export async function vehicleAccess(
  session: CompanySession,
  token: string,
  now: Date = new Date(),
): Promise<VehicleAccess> {
  const vehicle = await scannedVehicle(session, token);
  const [open, templates] = await Promise.all([
    checklistsRepository.listOpenForUserVehicle(session.companyId, session.uid, vehicle.id),
    vehicle.isActive ? templatesRepository.listOnDemand(session.companyId) : Promise.resolve([]),
  ]);
  const checklists = await fieldSummaries(session, open, now);
  return {
    vehicle: {
      id: vehicle.id,
      name: vehicle.name,
      plate: vehicle.plate,
      outOfService: vehicle.service.outOfService,
    },
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
  const template = await templatesRepository.get(session.companyId, templateId);
  if (!template) throw notFound(MESSAGES.templates.notFound);
  if (!template.onDemand || !template.isActive || template.kind !== 'vehicle_inspection')
    throw new AppError('invalid_input', MESSAGES.vehicles.notOnDemand);
  if (!vehicle.isActive) throw new AppError('invalid_input', MESSAGES.checklists.vehicleInactive(vehicle.name));
  return startOnDemandChecklist(session, template, { id: vehicle.id, name: vehicle.name, plate: vehicle.plate }, now);
}

/**
 * An assigned checklist started from the vehicle's screen: the token must open the checklist's own
 * vehicle, and the start records 'Iniciado pelo QR do veículo'.
 */
export async function startAssignedFromVehicle(
  session: CompanySession,
  checklistId: string,
  token: string,
  now: Date = new Date(),
): Promise<FieldChecklist> {
  const vehicle = await scannedVehicle(session, token);
  const checklist = await checklistsRepository.get(session.companyId, checklistId);
  if (!checklist || checklist.userId !== session.uid) throw notFound(MESSAGES.checklists.notFound);
  if (checklist.vehicle?.id !== vehicle.id) throw new AppError('invalid_input', MESSAGES.vehicles.qrNotThisVehicle);
  return startChecklist(session, checklistId, now, { startedVia: 'qr' });
}
