import { outOfServiceNotification } from '../../domain/notifications/alerts';
import type { DocumentTrigger } from '../../jobs/document-trigger';
import { notifyAdmins } from '../../notifications';
import { log } from '../../platform/logger';
import type { PushSender } from '../../platform/messaging';

/**
 * A vehicle taken out of service (a critical item failed) tells every admin: the bell, the push,
 * and the e-mail and WhatsApp they chose. The move's number makes the event, so a redelivery
 * tells nobody twice and a later move out of service tells again.
 */
export function outOfServiceAlertTrigger(push: PushSender): DocumentTrigger {
  return {
    name: 'onVehicleOutOfService',
    collection: 'vehicles',
    on: 'updated',
    async handler({ eventId, params, before, after }) {
      if (after?.outOfService !== true || before?.outOfService === true) return;
      const name = String(after.name ?? '');
      const label = after.plate ? `${name} (${String(after.plate)})` : name;
      const content = outOfServiceNotification({ id: params.docId, label, move: Number(after.serviceMoves ?? 0) });
      if ((await notifyAdmins(push, params.companyId, content)) === 0)
        log.eventDuplicate('onVehicleOutOfService', eventId);
    },
  };
}
