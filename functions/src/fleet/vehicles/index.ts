/** The fleet's vehicles: each with its records, reminders, odometer and service state (in or out of service). */
export { currentDriverOf } from './vehicles.repository';
export { countOutOfService, syncVehicleService } from './service-state.service';
export { connectVehicleDependents, type VehicleDependent } from './vehicle-dependents';
export {
  addRecord,
  allVehicles,
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
  listReminders,
  type RecordEntry,
  vehiclesForExport,
} from './vehicles.service';
