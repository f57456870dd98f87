import { addDays, isoDayIn } from '../domain/dates';
import { FineInputSchema } from '../domain/fines/fine.schema';
import { normalizePlate } from '../domain/fleet/plate';
import type { CompanySession } from '../domain/roles';
import { custodyHistory } from '../fleet/custody';
import { createFine } from '../fleet/fines';
import { allVehicles } from '../fleet/vehicles';
import type { DemoCompany } from './demo-data';

/** The fine waiting for its driver: its notification 26 days ago leaves 4 days to name him. */
const NOTIFIED_DAYS_AGO = 26;

/**
 * Two traffic fines on the company's fleet, once its routine (who held which vehicle) is
 * seeded: one 'Aguardando indicação' during the oldest trip of the demo, so 'Multas' suggests its
 * driver with a few days left to name him, and one 'Condutor indicado'. Returns how many.
 */
export async function seedFines(admin: CompanySession, company: DemoCompany, today: string): Promise<number> {
  const vehicles = await allVehicles(admin.companyId);
  const byPlate = new Map(vehicles.map((v) => [normalizePlate(v.plate), v]));
  const trip = (company.trips ?? []).reduce<NonNullable<DemoCompany['trips']>[number] | null>(
    (oldest, t) => (!oldest || t.outDaysAgo > oldest.outDaysAgo ? t : oldest),
    null,
  );
  const tripVehicle = trip && byPlate.get(normalizePlate(trip.plate));
  if (!trip || !tripVehicle) return 0;
  const custody = (await custodyHistory(admin, tripVehicle.id, { page: 1, pageSize: 50 })).items
    .filter((c) => c.driverId === trip.user)
    .at(-1);
  if (!custody) return 0;
  // Three hours into the trip: on the road, before any return.
  const occurredAt = new Date(Date.parse(custody.from) + 3 * 60 * 60 * 1000).toISOString();
  const occurredDay = isoDayIn(new Date(occurredAt), admin.timeZone);
  const notified = addDays(today, -NOTIFIED_DAYS_AGO);
  await createFine(
    admin,
    FineInputSchema.parse({
      vehicleId: tripVehicle.id,
      infractionNumber: 'SP1234567',
      occurredAt,
      place: 'Marginal Tietê, altura da Ponte das Bandeiras - São Paulo/SP',
      description: 'Transitar em velocidade superior à máxima permitida em mais de 20% até 50%',
      amount: 195.23,
      points: 5,
      notificationDate: notified > occurredDay ? notified : occurredDay,
      status: 'awaiting_indication',
      driverId: null,
    }),
  );

  const other = vehicles.find((v) => v.isActive && v.id !== tripVehicle.id) ?? tripVehicle;
  const named = company.users.find((u) => u.uid !== trip.user) ?? company.users[0]!;
  await createFine(
    admin,
    FineInputSchema.parse({
      vehicleId: other.id,
      infractionNumber: 'SP7654321',
      occurredAt: new Date(Date.parse(`${addDays(today, -15)}T14:20:00-03:00`)).toISOString(),
      place: 'Rod. Anhanguera, km 24 - Osasco/SP',
      description: 'Estacionar em local proibido pela sinalização',
      amount: 195.23,
      points: 5,
      notificationDate: addDays(today, -10),
      status: 'driver_indicated',
      driverId: named.uid,
    }),
  );
  return 2;
}
