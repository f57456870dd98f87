/** Traffic fines ('Multas'): each names its vehicle and, once known, its driver; its indication deadline is a deadline. */
export {
  countFinesForExport,
  createFine,
  finesForExport,
  finesOfDriver,
  listFines,
  pseudonymiseFinesOf,
  vehicleFines,
} from './fines.service';
