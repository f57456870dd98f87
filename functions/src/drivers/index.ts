/** 'Dados de motorista': a field user's CNH, and whether a driver may take a vehicle. */
export { refuseUnableDrivers, setDriverLicense } from './drivers.service';
