import { fuelKeptSince } from '../domain/dashboard/fleet';
import { companySettings } from '../companies';
import { dashboardRepository } from './dashboard.repository';

/**
 * Brings the vehicle's entry in the company's fleet document in step with the vehicle as it is
 * now. Read again each time rather than applied as a delta, so a redelivered or out-of-order
 * event ends the same as a single one. Fuel is kept by month of the company's calendar.
 */
export async function syncFleetEntry(companyId: string, vehicleId: string, now: Date = new Date()): Promise<void> {
  const { timeZone } = await companySettings(companyId);
  return dashboardRepository.syncFleetEntry(companyId, vehicleId, fuelKeptSince(now, timeZone), timeZone);
}
