import { IdParamsSchema, PageQuerySchema, type Page } from '../api';
import type { Attachment } from '../attachments/attachment';
import { route, type BinaryOutput } from '../contract';
import type { Workshop, WorkOrder, WorkOrderLink, WorkOrderNumbers, WorkshopView } from './work-order';
import {
  AssignWorkshopSchema,
  CompleteWorkOrderSchema,
  CreateLinkSchema,
  FileParamsSchema,
  LinkParamsSchema,
  OpenWorkOrderSchema,
  QuoteInputSchema,
  ReasonBodySchema,
  TokenFileParamsSchema,
  TokenParamsSchema,
  TokenPhotoParamsSchema,
  WorkOrderListQuerySchema,
  WorkOrderNumbersQuerySchema,
  WorkOrderSettingsSchema,
  WorkshopInputSchema,
} from './work-order.schema';

/** 'Oficinas': the company's outside workshops; admins only. */
export const workshopsApi = {
  list: route('get', '/workshops', { query: PageQuerySchema }).returns<Page<Workshop>>(),
  get: route('get', '/workshops/:id', { params: IdParamsSchema }).returns<Workshop>(),
  create: route('post', '/workshops', { body: WorkshopInputSchema }).returns<Workshop>(),
  update: route('put', '/workshops/:id', { params: IdParamsSchema, body: WorkshopInputSchema }).returns<Workshop>(),
  remove: route('delete', '/workshops/:id', { params: IdParamsSchema }).returns<{ id: string }>(),
};

/** 'Ordens de Serviço': admins open, follow, approve and close them. */
export const workOrdersApi = {
  list: route('get', '/work-orders', { query: WorkOrderListQuerySchema }).returns<Page<WorkOrder>>(),
  /** Cost per vehicle and per workshop by month, downtime, quote decisions (the vehicle page filters by vehicle). */
  numbers: route('get', '/work-orders/numbers', { query: WorkOrderNumbersQuerySchema }).returns<WorkOrderNumbers>(),
  settings: route('get', '/work-orders/settings').returns<{ secondApprovalAbove: number | null }>(),
  saveSettings: route('put', '/work-orders/settings', { body: WorkOrderSettingsSchema }).returns<{
    secondApprovalAbove: number | null;
  }>(),
  get: route('get', '/work-orders/:id', { params: IdParamsSchema }).returns<WorkOrder>(),
  open: route('post', '/work-orders', { body: OpenWorkOrderSchema }).returns<WorkOrder>(),
  assignWorkshop: route('post', '/work-orders/:id/workshop', {
    params: IdParamsSchema,
    body: AssignWorkshopSchema,
  }).returns<WorkOrder>(),
  requestQuote: route('post', '/work-orders/:id/request-quote', { params: IdParamsSchema }).returns<WorkOrder>(),
  /** A quote the admin types (one that came by phone). */
  recordQuote: route('post', '/work-orders/:id/quote', {
    params: IdParamsSchema,
    body: QuoteInputSchema,
  }).returns<WorkOrder>(),
  approve: route('post', '/work-orders/:id/approve', { params: IdParamsSchema }).returns<WorkOrder>(),
  refuse: route('post', '/work-orders/:id/refuse', {
    params: IdParamsSchema,
    body: ReasonBodySchema,
  }).returns<WorkOrder>(),
  start: route('post', '/work-orders/:id/start', { params: IdParamsSchema }).returns<WorkOrder>(),
  complete: route('post', '/work-orders/:id/complete', {
    params: IdParamsSchema,
    body: CompleteWorkOrderSchema,
  }).returns<WorkOrder>(),
  cancel: route('post', '/work-orders/:id/cancel', {
    params: IdParamsSchema,
    body: ReasonBodySchema,
  }).returns<WorkOrder>(),
  reopen: route('post', '/work-orders/:id/reopen', {
    params: IdParamsSchema,
    body: ReasonBodySchema,
  }).returns<WorkOrder>(),
  /** The quote's or the invoice's file the workshop sent. */
  getFile: route('get', '/work-orders/:id/:slot/attachment', { params: FileParamsSchema }).returns<BinaryOutput>(),
  links: route('get', '/work-orders/:id/links', { params: IdParamsSchema }).returns<WorkOrderLink[]>(),
  /** The token is answered once, in the link's URL; only its hash is stored. */
  createLink: route('post', '/work-orders/:id/links', { params: IdParamsSchema, body: CreateLinkSchema }).returns<
    WorkOrderLink & { url: string; emailedTo: string | null }
  >(),
  revokeLink: route('post', '/work-orders/:id/links/:linkId/revoke', {
    params: LinkParamsSchema,
  }).returns<WorkOrderLink>(),
};

/** The workshop's link: no account, the token alone, scoped to one O.S. */
export const workshopLinkApi = {
  view: route('get', '/oficina/:token', { params: TokenParamsSchema }).returns<WorkshopView>(),
  quote: route('post', '/oficina/:token/quote', {
    params: TokenParamsSchema,
    body: QuoteInputSchema,
  }).returns<WorkshopView>(),
  start: route('post', '/oficina/:token/start', { params: TokenParamsSchema }).returns<WorkshopView>(),
  /** Multipart, one part 'file' (a PDF or a photo, up to 10 MB): the quote's or the invoice's. */
  putFile: route('put', '/oficina/:token/:slot/attachment', { params: TokenFileParamsSchema }).returns<Attachment>(),
  /** A photo of one of this O.S.'s defects; nothing else of the company. */
  photo: route('get', '/oficina/:token/photos/:photoId', { params: TokenPhotoParamsSchema }).returns<BinaryOutput>(),
  complete: route('post', '/oficina/:token/complete', {
    params: TokenParamsSchema,
    body: CompleteWorkOrderSchema,
  }).returns<WorkshopView>(),
};
