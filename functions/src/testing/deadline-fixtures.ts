import type { VehicleDocument } from '../domain/documents/documents';
import type { TrafficFine } from '../domain/fines/fines';

/** Items with deadlines as their use cases return them, for the domain builders (pure: no Firestore). */
export const TRUCK = { id: 'caminhao-01', name: 'Caminhão 01', plate: 'ABC1D23' };

export const vehicleDocument = (overrides: Partial<VehicleDocument> & { id: string }): VehicleDocument => ({
  vehicleId: TRUCK.id,
  vehicle: TRUCK,
  type: 'licensing',
  number: null,
  issuer: null,
  issueDate: null,
  expiryDate: '2026-12-31',
  cost: null,
  notes: null,
  attachment: null,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: null,
  ...overrides,
});

export const trafficFine = (overrides: Partial<TrafficFine> & { id: string }): TrafficFine => ({
  vehicleId: TRUCK.id,
  vehicle: TRUCK,
  infractionNumber: '123',
  occurredAt: '2026-11-01T15:00:00.000Z',
  place: 'Rod. Anhanguera, km 30',
  description: 'Excesso de velocidade',
  amount: 195.23,
  points: 5,
  notificationDate: '2026-11-10',
  status: 'awaiting_indication',
  driver: null,
  attachment: null,
  createdAt: '2026-11-10T12:00:00.000Z',
  updatedAt: null,
  ...overrides,
});
