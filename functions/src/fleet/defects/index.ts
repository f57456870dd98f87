/** The fleet's defects: opened by failed inspection items, they put a vehicle out of service while critical. */
export {
  companyOpenCriticalDefects,
  countDefectsForExport,
  defectsForExport,
  defectReportsBy,
  defectsReportedBy,
  findDefect,
  listDefects,
  markNewSinceCheckOut,
  openCriticalDefects,
  pseudonymiseDefectReportsOf,
  reportInspectionDefects,
  resolveDefect,
} from './defects.service';
