import type { Feature } from '../../feature';
import {
  WORK_ORDER_FILES_COLLECTION,
  WORK_ORDER_LINKS_COLLECTION,
  WORK_ORDER_NUMBERS_COLLECTION,
  WORK_ORDER_SETTINGS_COLLECTION,
  WORK_ORDERS_COLLECTION,
  WORKSHOPS_COLLECTION,
} from './work-orders.repository';
import { workOrdersRouter, workshopLinkRouter, workshopsRouter } from './work-orders.routes';

export const workOrdersFeature: Feature = {
  folder: 'fleet/work-orders',
  routers: { light: [workshopsRouter, workOrdersRouter] },
  publicRouters: [workshopLinkRouter],
  companyData: {
    collections: [
      { name: WORKSHOPS_COLLECTION, personalData: { none: 'businesses the company hires: no person of its own' } },
      {
        name: WORK_ORDERS_COLLECTION,
        personalData: {
          none: "the fleet's repairs: the admins and drivers they name are in the audit trail and the defects' reports",
        },
      },
      { name: WORK_ORDER_NUMBERS_COLLECTION, personalData: { none: 'markers of the numbers given: O.S. ids only' } },
      {
        name: WORK_ORDER_FILES_COLLECTION,
        files: ['attachmentPath'],
        personalData: { none: "the workshops' quotes and invoices: documents of businesses" },
      },
      { name: WORK_ORDER_SETTINGS_COLLECTION, personalData: { none: "the company's approval amount" } },
    ],
    topLevel: [WORK_ORDER_LINKS_COLLECTION],
  },
};
