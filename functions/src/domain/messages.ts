import { attachmentMessages } from './attachments/messages';
import { auditMessages } from './audit/messages';
import { authMessages } from './auth/messages';
import {
  checklistMessages,
  responseMessages,
  reportMessages,
  transitionMessages,
  answerMessages,
} from './checklists/messages';
import { companyMessages } from './companies/messages';
import { deadlineMessages } from './deadlines/messages';
import { documentMessages } from './documents/messages';
import { driverMessages } from './drivers/messages';
import { fineMessages } from './fines/messages';
import { imageMessages } from './images/messages';
import { notificationMessages } from './notifications/messages';
import { scheduleMessages } from './schedules/messages';
import { templateMessages } from './templates/messages';
import { userMessages } from './users/messages';
import { custodyMessages, defectMessages, recordMessages, vehicleMessages } from './fleet/messages';

/** Texts of the HTTP layer itself, which belongs to no domain. */
const httpMessages = {
  forbidden: 'Acesso negado',
  notFound: 'Recurso não encontrado',
  invalidParams: 'Parâmetros inválidos',
  tooLarge: 'Conteúdo grande demais (máximo 1 MB)',
  tooManyRequests: (seconds: number) => `Muitas requisições. Tente novamente em ${seconds} segundos.`,
  unknownField: 'Campo não permitido',
  internal: 'Erro interno do servidor. Tente novamente.',
} as const;

/**
 * User-visible pt-BR texts shared by the API and the web client. Texts quoted by the product
 * spec are used exactly as written there.
 * Each domain keeps its own in `<domain>/messages.ts`; this composes them under one name.
 */
export const MESSAGES = {
  auth: authMessages,
  http: httpMessages,
  templates: templateMessages,
  users: userMessages,
  checklists: checklistMessages,
  responses: responseMessages,
  reports: reportMessages,
  transitions: transitionMessages,
  answers: answerMessages,
  images: imageMessages,
  vehicles: vehicleMessages,
  records: recordMessages,
  defects: defectMessages,
  custody: custodyMessages,
  companies: companyMessages,
  notifications: notificationMessages,
  audit: auditMessages,
  schedules: scheduleMessages,
  attachments: attachmentMessages,
  documents: documentMessages,
  drivers: driverMessages,
  fines: fineMessages,
  deadlines: deadlineMessages,
} as const;
