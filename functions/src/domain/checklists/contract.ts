import { IdParamsSchema } from '../api';
import { ReopenBodySchema } from '../audit/audit';
import { route } from '../contract';
import { AssignInputSchema, type AssignResult } from './assign.schema';
import type { FieldChecklist, FieldChecklistSummary } from './checklist.schema';
import type { ReportState } from './report';
import type { Page } from '../envelope';
import {
  AnswerParamsSchema,
  FieldChecklistListQuerySchema,
  SaveAnswerBodySchema,
  StartBodySchema,
  SubmitBodySchema,
} from './field.schema';
import {
  RejectBodySchema,
  ResponseCompanyQuerySchema,
  ResponseListQuerySchema,
  type ResponseDetail,
  type ResponsesPage,
} from './review.schema';

/** Assigning checklists, and the field user's own checklists: start, answer, submit. */
export const checklistsApi = {
  assign: route('post', '/checklists/assign', { body: AssignInputSchema }).returns<AssignResult>(),
  /** The signed-in field user's checklists; another user's, or another company's, is not found. */
  mine: route('get', '/checklists', { query: FieldChecklistListQuerySchema }).returns<Page<FieldChecklistSummary>>(),
  mineOne: route('get', '/checklists/:id', { params: IdParamsSchema }).returns<FieldChecklist>(),
  /** With `vehicleToken`, opened from the vehicle's QR screen: recorded as 'Aberto pelo link da etiqueta'. */
  start: route('post', '/checklists/:id/start', {
    params: IdParamsSchema,
    body: StartBodySchema,
  }).returns<FieldChecklist>(),
  saveAnswer: route('put', '/checklists/:id/answers/:questionId', {
    params: AnswerParamsSchema,
    body: SaveAnswerBodySchema,
  }).returns<FieldChecklist>(),
  submit: route('post', '/checklists/:id/submit', {
    params: IdParamsSchema,
    body: SubmitBodySchema,
  }).returns<FieldChecklist>(),
};

/** Reviewing what field users sent (/admin/responses): admins of the company act; the superadmin looks. */
export const responsesApi = {
  list: route('get', '/responses', { query: ResponseListQuerySchema }).returns<ResponsesPage>(),
  detail: route('get', '/responses/:id', {
    params: IdParamsSchema,
    query: ResponseCompanyQuerySchema,
  }).returns<ResponseDetail>(),
  /**
   * The PDF report of an approved checklist, by reference: asking starts its render in the
   * background (once, whoever asks) and answers at once with where it stands; once ready, with a
   * short-lived link to the file. Asked again, it answers the progress, then the link.
   */
  pdf: route('get', '/responses/:id/pdf', {
    params: IdParamsSchema,
    query: ResponseCompanyQuerySchema,
  }).returns<ReportState>(),
  approveQuestion: route('post', '/responses/:id/questions/:questionId/approve', {
    params: AnswerParamsSchema,
  }).returns<ResponseDetail>(),
  rejectQuestion: route('post', '/responses/:id/questions/:questionId/reject', {
    params: AnswerParamsSchema,
    body: RejectBodySchema,
  }).returns<ResponseDetail>(),
  approveAll: route('post', '/responses/:id/approve-all', { params: IdParamsSchema }).returns<ResponseDetail>(),
  /** 'Reabrir revisão': the only way back from approved, with a reason kept in the audit trail. */
  reopen: route('post', '/responses/:id/reopen', {
    params: IdParamsSchema,
    body: ReopenBodySchema,
  }).returns<ResponseDetail>(),
};
