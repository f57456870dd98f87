/** Spreadsheets (XLSX, CSV) of the admin's lists: an export asked for, and a background one built (bench:exports runs both). */
export { runExportJob, startExport } from './exports.service';
