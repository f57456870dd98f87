import { BRAZIL_TIME_ZONES, TIME_ZONE_LABELS } from '@domain/dates';

/** Brazil's four time zones as a select's options (the superadmin's company form, the admin's settings). */
export function TimeZoneOptions() {
  return BRAZIL_TIME_ZONES.map((zone) => (
    <option key={zone} value={zone}>
      {TIME_ZONE_LABELS[zone]}
    </option>
  ));
}
