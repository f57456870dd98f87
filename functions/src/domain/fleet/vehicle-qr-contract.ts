import { IdParamsSchema } from '../api';
import type { FieldChecklist } from '../checklists/checklist.schema';
import { route, type BinaryOutput } from '../contract';
import {
  LabelQuerySchema,
  OnDemandStartBodySchema,
  PlateParamsSchema,
  QrTokenParamsSchema,
  type VehicleAccess,
} from './vehicle-qr';

/** The QR label's endpoints; the label, its token and the scan are in vehicle-qr.ts. */
export const vehicleQrApi = {
  /** The label as a PDF: one label, or an A4 sheet of the same label. Admins only. */
  label: route('get', '/vehicles/:id/label', {
    params: IdParamsSchema,
    query: LabelQuerySchema,
  }).returns<BinaryOutput>(),
  /** 'Gerar nova etiqueta': a new token; the printed labels stop working. */
  revoke: route('post', '/vehicles/:id/label/revoke', { params: IdParamsSchema }).returns<{ id: string }>(),
  /** The field user's scan; unknown, revoked or another company's token: 404 'Veículo não encontrado'. */
  access: route('get', '/vehicle-access/:token', { params: QrTokenParamsSchema }).returns<VehicleAccess>(),
  /** The typed plate's vehicle, for the field user whose camera fails: its token opens the same screen as the label's link. */
  byPlate: route('get', '/vehicle-access/plate/:plate', { params: PlateParamsSchema }).returns<{ token: string }>(),
  /** Creates and starts an on-demand checklist of the vehicle for the user ('Aberto pelo link da etiqueta'). */
  start: route('post', '/vehicle-access/:token/start', {
    params: QrTokenParamsSchema,
    body: OnDemandStartBodySchema,
  }).returns<FieldChecklist>(),
};
