import { z } from 'zod';
import { IdSchema } from '../api';
import { AnswerLocationSchema } from '../checklists/answer.schema';
import type { FieldChecklistSummary, FieldVehicleState } from '../checklists/checklist.schema';
import { vehicleMessages } from './messages';
import { paths } from '../paths';
import { isValidPlate, normalizePlate } from './plate';
import type { CustodyRole } from '../templates/template.schema';

/**
 * The QR label on every vehicle: its link holds a random token, not the vehicle's id,
 * so it reveals nothing without signing in and a new label (a new token) invalidates the old one.
 */

/** Printed under the QR code on every label. */
export const LABEL_CALL_TO_ACTION = 'Escaneie para iniciar a inspeção';

/** 128 random bits and more, base64url: 24 bytes make 32 characters. */
export const QR_TOKEN_BYTES = 24;
export const QR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const QrTokenSchema = z.string().regex(QR_TOKEN_PATTERN, vehicleMessages.qrInvalid);
export const QrTokenParamsSchema = z.strictObject({ token: QrTokenSchema });

/** The plate typed where the camera cannot read the label ('ABC-1234', 'abc 1d23'), normalised. */
export const PlateParamsSchema = z.strictObject({
  plate: z
    .string()
    .max(20, vehicleMessages.plateInvalid)
    .refine(isValidPlate, vehicleMessages.plateInvalid)
    .transform(normalizePlate),
});

export const LABEL_LAYOUTS = ['single', 'sheet'] as const;
export type LabelLayout = (typeof LABEL_LAYOUTS)[number];
export const LabelQuerySchema = z.strictObject({ layout: z.enum(LABEL_LAYOUTS).default('single') });

/** A start through the label's link: the template, and the phone's position at the start when it gives one. */
export const OnDemandStartBodySchema = z.strictObject({
  templateId: IdSchema,
  position: AnswerLocationSchema.optional(),
});

/** The link a label's QR code holds: the field screen of the vehicle, on the app's own origin. */
export function vehicleQrLink(appOrigin: string, token: string): string {
  return `${appOrigin.replace(/\/+$/, '')}${paths.field.vehicle(token)}`;
}

/** The token of a link read by the in-app scanner: only this app's vehicle links count. */
export function qrTokenOfLink(text: string, appOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== new URL(appOrigin).origin) return null;
  const match = /^\/mobile\/vehicle\/([A-Za-z0-9_-]+)\/?$/.exec(url.pathname);
  const token = match?.[1];
  return token && QR_TOKEN_PATTERN.test(token) ? token : null;
}

/** A template its admin marked 'Sob demanda': a field user starts it from the vehicle. */
export interface OnDemandTemplate {
  id: string;
  name: string;
  custodyRole: CustodyRole | null;
  /** 'Exigir localização': the phone's position goes with the start, or the start is refused. */
  requirePosition: boolean;
}

/** `GET /api/vehicle-access/:token`: what a field user standing by the vehicle may do with it. */
export interface VehicleAccess {
  /** `released`: out of service, but an admin let it be taken out ('Liberar veículo'). */
  vehicle: { id: string; name: string; plate: string; outOfService: boolean; released: boolean };
  /** The open critical defects that keep it out of service (why 'Saída' is refused), oldest first. */
  criticalDefects: FieldVehicleState['criticalDefects'];
  /** This user's checklists of the vehicle still with them (pending, in progress, rejected). */
  checklists: FieldChecklistSummary[];
  templates: OnDemandTemplate[];
}
