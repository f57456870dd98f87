import { audit } from '../../audit';
import { notFound } from '../../domain/errors';
import { formatPlate } from '../../domain/fleet/plate';
import { vehicleQrLink, type LabelLayout } from '../../domain/fleet/vehicle-qr';
import { MESSAGES } from '../../domain/messages';
import type { CompanySession } from '../../domain/roles';
import { config } from '../../platform/config';
import { findVehicle, findVehicleByPlate, getVehicle, type VehicleDependent } from '../vehicles';
import { vehicleQrRepository as tokens } from './qr.repository';

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
  // pdfmake loads with the first label, never in the functions that print none.
  const [{ renderPdf }, { vehicleLabelDocument }] = await Promise.all([
    import('../../platform/pdf.js'),
    import('./vehicle-label-pdf.js'),
  ]);
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

/**
 * The token of the vehicle whose plate a field user typed where the camera could not read its
 * label: it opens the same vehicle screen, with the same checks, as the label's link.
 */
export async function vehicleTokenByPlate(session: CompanySession, plate: string): Promise<{ token: string }> {
  const vehicle = await findVehicleByPlate(session.companyId, plate);
  const token = vehicle && (await tokens.ensure(session.companyId, vehicle.id));
  if (!token) throw vehicleNotFound();
  return { token };
}

/** The vehicle a scanned token opens for this user: unknown, revoked or another company's is not found. */
export async function scannedVehicle(session: CompanySession, token: string) {
  const target = await tokens.resolve(token);
  if (!target || target.companyId !== session.companyId) throw vehicleNotFound();
  const vehicle = await findVehicle(session.companyId, target.vehicleId);
  if (!vehicle) throw vehicleNotFound();
  return vehicle;
}

/** The vehicle's QR token, made on its first label; null when the vehicle is gone. */
export const vehicleQrTokenOf = (companyId: string, vehicleId: string): Promise<string | null> =>
  tokens.ensure(companyId, vehicleId);

/** A vehicle being deleted: its printed labels open nothing from then on. */
export const vehicleQrToken: VehicleDependent = {
  removing: (companyId, vehicleId) => tokens.removeFor(companyId, vehicleId),
};
