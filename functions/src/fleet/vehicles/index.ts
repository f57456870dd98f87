/** The fleet's vehicles: each with its records, reminders, odometer and service state (in or out of service). */
export { currentDriverOf } from './vehicles.repository';
export { countOutOfService, endReleaseOnCriticalFailure, syncVehicleService } from './service-state.service';
export { connectVehicleDependents, type VehicleDependent } from './vehicle-dependents';
export {
  addRecord,
  allVehicles,
  archivedVehicleIds,
  archiveVehicle,
  countRecordsForExport,
  countRemindersForExport,
  countVehiclesForExport,
  createReminder,
  createVehicle,
  findVehicle,
  findVehicleByPlate,
  findVehicles,
  getVehicle,
  hasMaintenanceRecord,
  importRecords,
  lastOdometerOf,
  listRecords,
  listReminders,
  listVehicles,
  recordsForExport,
  refuseArchived,
  remindersForExport,
  type RecordEntry,
  updateVehicle,
  vehiclesForExport,
} from './vehicles.service';
