import { isoDayIn } from '@domain/dates';
import { cannotDriveReason, type DriverToCheck, type VehicleToCheck } from '@domain/drivers/cnh';
import { displayTimeZone } from '@/lib/format';
import './cnh-warnings.css';

/**
 * Each reason a chosen driver may not take a chosen vehicle (an expired CNH, a lower category),
 * in the words the API refuses with (domain/drivers/cnh.ts), shown before the admin submits.
 */
export function cnhWarnings(
  drivers: readonly DriverToCheck[],
  vehicles: readonly VehicleToCheck[],
  today: string = isoDayIn(new Date(), displayTimeZone()),
): string[] {
  const reasons = drivers.flatMap((driver) => vehicles.map((vehicle) => cannotDriveReason(driver, vehicle, today)));
  return [...new Set(reasons.filter((reason): reason is string => reason !== null))];
}

export function CnhWarnings({
  drivers,
  vehicles,
}: {
  drivers: readonly DriverToCheck[];
  vehicles: readonly VehicleToCheck[];
}) {
  const reasons = cnhWarnings(drivers, vehicles);
  if (reasons.length === 0) return null;
  return (
    <div className="cnh-warnings" role="status">
      <strong>Atenção: CNH</strong>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
