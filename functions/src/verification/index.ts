/** Approved reports' numbers, versions and verification codes, and their public check ('/verificar/<código>'). */
export {
  certifyApproval,
  countReopening,
  currentVersion,
  eraseFromVerifications,
  recordReportPdf,
} from './verification.service';
export type { StoredVersion as ReportVersion } from './verification.repository';
