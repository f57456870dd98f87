import type { CompanyCollection, Feature } from '../../feature';
import { inspectionApprovedTrigger } from './inspection-approved.triggers';
import { outOfServiceAlertTrigger } from './out-of-service-alert.triggers';
import { vehicleCountsTrigger } from './vehicle-counts.triggers';
import { VEHICLE_COUNTS_COLLECTION, VEHICLE_SUBCOLLECTIONS } from './vehicles.repository';
import { vehiclesRouter } from './vehicles.routes';

const FLEET = { none: 'the fleet: vehicles, their records and reminders name no person' } as const;

export const vehiclesFeature: Feature = {
  folder: 'fleet/vehicles',
  routers: { light: [vehiclesRouter] },
  triggers: ({ push }) => [inspectionApprovedTrigger, vehicleCountsTrigger, outOfServiceAlertTrigger(push)],
  companyData: {
    collections: [
      {
        name: 'vehicles',
        personalData: FLEET,
        children: VEHICLE_SUBCOLLECTIONS.map((name): CompanyCollection => ({ name, personalData: FLEET })),
      },
      // One document per plate in use: its create() keeps plates unique.
      { name: 'vehicle_plates', personalData: FLEET },
      // The fleet's summary counts, kept by the handler onVehicleCounted (run by onVehicleChange).
      { name: VEHICLE_COUNTS_COLLECTION, personalData: { none: 'counts only' } },
    ],
  },
};
