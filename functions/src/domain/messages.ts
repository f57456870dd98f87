import { apiKeyMessages } from './api-keys/messages';
import { attachmentMessages } from './attachments/messages';
import { auditMessages } from './audit/messages';
import { authMessages } from './auth/messages';
import { ownPasswordMessages } from './auth/own-password';
import { secondFactorMessages } from './auth/second-factor-messages';
import {
  checklistMessages,
  responseMessages,
  reportMessages,
  transitionMessages,
  answerMessages,
  signatureMessages,
} from './checklists/messages';
import { companyMessages } from './companies/messages';
import { deadlineMessages } from './deadlines/messages';
import { documentMessages } from './documents/messages';
import { driverMessages } from './drivers/messages';
import { fineMessages } from './fines/messages';
import { httpMessages } from './http-messages';
import { webhookMessages } from './webhooks/messages';
import { imageMessages } from './images/messages';
import { notificationMessages } from './notifications/messages';
import { scheduleMessages } from './schedules/messages';
import { templateMessages } from './templates/messages';
import { userMessages } from './users/messages';
import { workOrderMessages } from './work-orders/messages';
import { custodyMessages, defectMessages, recordMessages, vehicleMessages } from './fleet/messages';

/**
 * Every user-visible pt-BR text of the API, under one name for the server's code outside the domain.
 * Texts quoted by the product spec are used exactly as written there. Each domain keeps its own in
 * `<domain>/messages.ts`, which the domain's modules and the web's screens import directly: a
 * domain module importing this catalogue would tie every domain to every other, and a screen would
 * download the texts of all of them.
 */
export const MESSAGES = {
  auth: authMessages,
  secondFactor: secondFactorMessages,
  ownPassword: ownPasswordMessages,
  http: httpMessages,
  templates: templateMessages,
  users: userMessages,
  checklists: checklistMessages,
  responses: responseMessages,
  reports: reportMessages,
  transitions: transitionMessages,
  answers: answerMessages,
  signatures: signatureMessages,
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
  workOrders: workOrderMessages,
  webhooks: webhookMessages,
  apiKeys: apiKeyMessages,
} as const;
