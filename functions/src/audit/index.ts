/** The company's audit trail: entries are appended by the features and never changed (DESIGN D2c). */
export {
  actorOf,
  audit,
  auditCreated,
  auditDeleted,
  auditEntriesOfPerson,
  auditForExport,
  auditSuperadminRead,
  countAuditForExport,
  recordAudit,
  removeAuditEntriesBefore,
  rewriteAuditEntries,
} from './audit.service';
