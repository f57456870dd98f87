import { normalizePlate } from '../domain/fleet/plate';
import type { CompanySession } from '../domain/roles';
import { QuoteInputSchema, WorkshopInputSchema } from '../domain/work-orders/work-order.schema';
import { openCriticalDefects } from '../fleet/defects';
import { allVehicles } from '../fleet/vehicles';
import {
  approveWorkOrder,
  completeWorkOrder,
  createWorkshop,
  openWorkOrder,
  recordQuote,
  requestQuote,
  startWorkOrder,
} from '../fleet/work-orders';

const DAY_MS = 86_400_000;
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);

/** The Accelo of the demo: its brake defect waits for the workshop's quote to be approved. */
export const DEMO_ACCELO_PLATE = 'KLM4321';

/**
 * The company's workshops and two O.S., once its inspections opened their defects: the Accelo's
 * brake defect with the workshop's quote waiting for approval, and an O.S. of another vehicle
 * closed last month with its invoice. Returns how many O.S.
 */
export async function seedWorkOrders(admin: CompanySession, now: Date): Promise<number> {
  const vehicles = await allVehicles(admin.companyId);
  const accelo = vehicles.find((v) => normalizePlate(v.plate) === DEMO_ACCELO_PLATE);
  if (!accelo) return 0;
  const silva = await createWorkshop(
    admin,
    WorkshopInputSchema.parse({
      name: 'Oficina Mecânica Silva',
      cnpj: '11.222.333/0001-81',
      phone: '(11) 3456-7890',
      email: 'orcamentos@oficinasilva.dev',
      address: 'Rua dos Mecânicos, 120 - São Paulo/SP',
    }),
  );
  await createWorkshop(
    admin,
    WorkshopInputSchema.parse({ name: 'Auto Elétrica Paulista', cnpj: '45.723.174/0001-10', phone: '(11) 2345-6789' }),
  );

  const brake = (await openCriticalDefects(admin.companyId, accelo.id)).find((d) => d.title.startsWith('Freios'));
  let count = 0;
  if (brake) {
    // Opened the day after the driver's report, quoted the next: it has stood still for two days.
    const order = await openWorkOrder(
      admin,
      {
        vehicleId: accelo.id,
        workshopId: silva.id,
        description: 'Pedal do freio baixo: revisar pastilhas, discos e fluido',
        defectIds: [brake.id],
      },
      daysAgo(2, now),
    );
    await requestQuote(admin, order.id, daysAgo(2, now));
    await recordQuote(
      admin,
      order.id,
      QuoteInputSchema.parse({
        lines: [
          { kind: 'part', description: 'Jogo de pastilhas dianteiras', quantity: 1, unitPrice: 48_900 },
          { kind: 'part', description: 'Fluido de freio DOT 4 (500 ml)', quantity: 2, unitPrice: 3_850 },
          { kind: 'labour', description: 'Troca das pastilhas e sangria do sistema', quantity: 3, unitPrice: 15_000 },
        ],
        deadline: new Date(now.getTime() + 2 * DAY_MS).toISOString().slice(0, 10),
        notes: 'Discos dentro da espessura mínima; não precisam de troca.',
      }),
      daysAgo(1, now),
    );
    count += 1;
  }

  const other = vehicles.find((v) => v.id !== accelo.id && v.isActive);
  if (other) {
    const opened = daysAgo(35, now);
    const order = await openWorkOrder(
      admin,
      {
        vehicleId: other.id,
        workshopId: silva.id,
        description: 'Revisão preventiva: troca de filtros e correia',
        defectIds: [],
      },
      opened,
    );
    await requestQuote(admin, order.id, opened);
    await recordQuote(
      admin,
      order.id,
      QuoteInputSchema.parse({
        lines: [
          { kind: 'part', description: 'Kit de filtros (ar, combustível, cabine)', quantity: 1, unitPrice: 38_000 },
          { kind: 'part', description: 'Correia do alternador', quantity: 1, unitPrice: 21_000 },
          { kind: 'labour', description: 'Mão de obra', quantity: 2, unitPrice: 15_000 },
        ],
      }),
      daysAgo(34, now),
    );
    await approveWorkOrder(admin, order.id, daysAgo(34, now));
    await startWorkOrder(admin, order.id, daysAgo(33, now));
    await completeWorkOrder(
      admin,
      order.id,
      { invoiceNumber: '000004512', odometerKm: other.currentKm },
      daysAgo(32, now),
    );
    count += 1;
  }
  return count;
}
