import * as logger from 'firebase-functions/logger';

const errorText = (error: unknown) => (error instanceof Error ? error.stack : String(error));

/** Named log events, so that logs can be searched by event rather than by wording. */
export const log = {
  requestFailed: (method: string, path: string, error: unknown) =>
    logger.error('request_failed', { method, path, error: errorText(error) }),
  pdfFailed: (error: unknown) => logger.error('pdf_failed', { error: errorText(error) }),
  tokenRejected: (reason: string) => logger.info('token_rejected', { reason }),
  appCheckRejected: (reason: string) => logger.info('app_check_rejected', { reason }),
  /** A superadmin's second factor changed: no company's trail holds it. */
  superadminSecondFactor: (action: string, actorUid: string, targetUid: string) =>
    logger.info('superadmin_second_factor', { action, actorUid, targetUid }),
  userAccountRollbackFailed: (uid: string, error: unknown) =>
    logger.error('user_account_rollback_failed', { uid, error: errorText(error) }),
  eventDuplicate: (handler: string, eventId: string) => logger.info('event_duplicate', { handler, eventId }),
  countersSkipped: (companyId: string, userId: string, reason: string) =>
    logger.info('counters_skipped', { companyId, userId, reason }),
  pushSent: (companyId: string, userId: string, counts: Record<string, number>) =>
    logger.info('push_sent', { companyId, userId, ...counts }),
  pushFailed: (companyId: string, userId: string, error: unknown) =>
    logger.warn('push_failed', { companyId, userId, error: errorText(error) }),
  deliveryFailed: (companyId: string, deliveryId: string, channel: string, reason: string) =>
    logger.error('delivery_failed', { companyId, deliveryId, channel, reason }),
  overdueSweep: (counts: Record<string, number>) => logger.info('overdue_sweep', counts),
  imageRollbackFailed: (companyId: string, imageId: string, error: unknown) =>
    logger.error('image_rollback_failed', { companyId, imageId, error: errorText(error) }),
  orphanImageSweep: (counts: Record<string, number>) => logger.info('orphan_image_sweep', counts),
  notificationsRemoved: (removed: number) => logger.info('notifications_retention_sweep', { removed }),
  retentionSweep: (counts: Record<string, number>) => logger.info('retention_sweep', counts),
  orphanImageRemovalFailed: (companyId: string, imageId: string, error: unknown) =>
    logger.error('orphan_image_removal_failed', { companyId, imageId, error: errorText(error) }),
  reportImageSkipped: (companyId: string, checklistId: string, imageId: string, reason: string) =>
    logger.warn('report_image_skipped', { companyId, checklistId, imageId, reason }),
  reportRenderFailed: (companyId: string, checklistId: string, error: unknown) =>
    logger.error('report_render_failed', { companyId, checklistId, error: errorText(error) }),
  exportFailed: (companyId: string, exportId: string, error: unknown) =>
    logger.error('export_failed', { companyId, exportId, error: errorText(error) }),
  reportNumbered: (companyId: string, checklistId: string, reportNumber: string) =>
    logger.info('report_numbered', { companyId, checklistId, reportNumber }),
  reportCertificationFailed: (companyId: string, checklistId: string, error: unknown) =>
    logger.error('report_certification_failed', { companyId, checklistId, error: errorText(error) }),
  reportLogoSkipped: (error: unknown) => logger.info('report_logo_skipped', { error: errorText(error) }),
  companyDeletionFailed: (companyId: string, error: unknown) =>
    logger.error('company_deletion_failed', { companyId, error: errorText(error) }),
  overdueFlagFailed: (companyId: string, checklistId: string, error: unknown) =>
    logger.error('overdue_flag_failed', { companyId, checklistId, error: errorText(error) }),
  scheduledChecklistsRun: (counts: Record<string, number>) => logger.info('scheduled_checklists_run', counts),
  scheduleRunFailed: (companyId: string, scheduleId: string, error: unknown) =>
    logger.error('schedule_run_failed', { companyId, scheduleId, error: errorText(error) }),
  deadlineNoticeSweep: (counts: Record<string, number>) => logger.info('deadline_notice_sweep', counts),
  deadlineNoticeFailed: (companyId: string, key: string, error: unknown) =>
    logger.error('deadline_notice_failed', { companyId, key, error: errorText(error) }),
  companyPartFailed: (job: string, companyId: string, error: unknown) =>
    logger.error('company_part_failed', { job, companyId, error: errorText(error) }),
  companyTurnsLeft: (job: string, left: number) => logger.warn('company_turns_left', { job, left }),
  dueReminderSweep: (counts: Record<string, number>) => logger.info('due_reminder_sweep', counts),
  dueReminderFailed: (companyId: string, checklistId: string, error: unknown) =>
    logger.error('due_reminder_failed', { companyId, checklistId, error: errorText(error) }),
  webhookAttemptFailed: (
    companyId: string,
    endpointId: string,
    deliveryId: string,
    attempt: number,
    status: number | null,
    error: string | null,
  ) => logger.warn('webhook_attempt_failed', { companyId, endpointId, deliveryId, attempt, status, error }),
  webhookDisabled: (companyId: string, endpointId: string) =>
    logger.warn('webhook_disabled', { companyId, endpointId }),
};
