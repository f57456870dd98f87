import AlertOctagon from 'lucide-react/icons/octagon-exclamation-point';
import Truck from 'lucide-react/icons/truck';
import type { ReactNode } from 'react';
import type { FieldVehicleState } from '@domain/checklists/checklist.schema';
import { VEHICLE_OUT_OF_SERVICE_WARNING } from '@domain/fleet/defect';
import type { ChecklistVehicle } from '@domain/fleet/inspection';
import { formatPlate } from '@domain/fleet/plate';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

/**
 * The vehicle an inspection is about, on the phone card and the wizard's header: 'Caminhão 01 ·
 * ABC-1234' as text that wraps like a sentence (the plate kept whole), and its out-of-service badge.
 */
export function VehicleLine({
  vehicle,
  outOfService = false,
  className,
}: {
  vehicle: ChecklistVehicle;
  outOfService?: boolean;
  className: string;
}) {
  return (
    <div className={`vehicle-line ${className}`}>
      <p>
        <Truck size={15} aria-hidden="true" className="vehicle-line-icon" /> {vehicle.name} ·{' '}
        <span className="vehicle-line-plate">{formatPlate(vehicle.plate)}</span>
      </p>
      {outOfService && <Badge tone="danger">{VEHICLE_OUT_OF_SERVICE_WARNING}</Badge>}
    </div>
  );
}

/**
 * Before an inspection starts: the vehicle is out of service, and the open critical defects that
 * keep it there. It informs (the inspection may be what shows the repair); only a 'Saída' is
 * blocked, by the vehicle's page and the server.
 */
export function OutOfServiceWarning({
  state,
  children,
}: {
  state: Pick<FieldVehicleState, 'outOfService' | 'criticalDefects'> | undefined;
  children?: ReactNode;
}) {
  if (!state?.outOfService) return null;
  return (
    <section className="vehicle-warning" aria-labelledby="vehicle-warning-title">
      <h3 id="vehicle-warning-title">
        <AlertOctagon size={18} aria-hidden="true" /> {VEHICLE_OUT_OF_SERVICE_WARNING}
      </h3>
      {state.criticalDefects.length > 0 && (
        <>
          <p>Defeitos críticos em aberto:</p>
          <ul>
            {state.criticalDefects.map((defect) => (
              <li key={defect.id}>
                <strong>{defect.title}</strong>
                <span>Aberto em {formatDate(defect.openedAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </section>
  );
}
