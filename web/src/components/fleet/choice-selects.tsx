import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { formatPlate } from '@domain/fleet/plate';
import { SelectField } from '@/components/ui/field';
import { useFilterField } from '@/components/ui/list-filters';
import { userQueries } from '@/data/users/user-queries';
import { vehicleQueries } from '@/data/vehicles/vehicle-queries';

/** How many vehicles or people a choice offers: one page of the API's largest, a company's fleet and staff. */
export const CHOICES = 100;

/** A select of the company's records: `emptyLabel` is its first option ('Todos os veículos', 'Nenhum'). */
type ChoiceSelectProps = ComponentProps<typeof SelectField> & { emptyLabel: string };

/** The company's vehicles as 'Nome (PLACA)': the vehicle filter of a list, or a form's vehicle. */
export function VehicleSelect({ emptyLabel, children, ...select }: ChoiceSelectProps) {
  const vehicles = useQuery(vehicleQueries.list({ search: '', page: 1, pageSize: CHOICES }));
  return (
    <SelectField {...select}>
      <option value="">{emptyLabel}</option>
      {vehicles.data?.items.map((vehicle) => (
        <option key={vehicle.id} value={vehicle.id}>
          {vehicle.name} ({formatPlate(vehicle.plate)})
        </option>
      ))}
      {children}
    </SelectField>
  );
}

/**
 * The company's field users, the people who drive: a list's driver filter, or a form's driver.
 * `kept` is the one a record already names, offered even when no longer among them (deleted).
 */
export function DriverSelect({
  emptyLabel,
  kept,
  ...select
}: ChoiceSelectProps & { kept?: { id: string; name: string } | null }) {
  const users = useQuery(userQueries.list({ search: '', page: 1, pageSize: CHOICES }));
  const drivers = (users.data?.items ?? []).filter((user) => user.role === 'user');
  return (
    <SelectField {...select}>
      <option value="">{emptyLabel}</option>
      {drivers.map((user) => (
        <option key={user.id} value={user.id}>
          {user.name}
        </option>
      ))}
      {kept && !drivers.some((user) => user.id === kept.id) && <option value={kept.id}>{kept.name}</option>}
    </SelectField>
  );
}

/** A list's vehicle filter, kept in the URL's `?vehicleId=`. */
export function VehicleFilter() {
  const filter = useFilterField('vehicleId');
  return <VehicleSelect label="Veículo" emptyLabel="Todos os veículos" {...filter} />;
}

/** A list's driver filter, kept in the URL's `?driverId=`: 'Motorista' or, for fines, 'Condutor'. */
export function DriverFilter({ label, allLabel }: { label: string; allLabel: string }) {
  const filter = useFilterField('driverId');
  return <DriverSelect label={label} emptyLabel={allLabel} {...filter} />;
}
