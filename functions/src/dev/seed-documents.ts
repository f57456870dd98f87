import { addDays, addMonths } from '../domain/dates';
import { DocumentInputSchema, type DocumentInput } from '../domain/documents/document.schema';
import { licensingDueDay } from '../domain/documents/licensing';
import type { Vehicle } from '../domain/fleet/vehicle.schema';
import type { CompanySession } from '../domain/roles';
import { createDocument } from '../fleet/documents';

/** The insurer and the cost of a year's policy, by kind of vehicle. */
const INSURANCE = { light: 2_890, truck: 9_450 } as const;

/**
 * The first day after `today` + 30 in the yearly series `dayOf(year)`: a paper renewed this year,
 * so that only the ones picked to be due show as due.
 */
function nextInDay(today: string, dayOf: (year: number) => string | null): string | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1, year + 2]) {
    const day = dayOf(y);
    if (day && day > addDays(today, 30)) return day;
  }
  return null;
}

/** One vehicle's papers, all in day: licensing by its plate's calendar, IPVA, insurance, and the tachograph of a truck. */
function papersOf(vehicle: Vehicle, index: number, today: string): DocumentInput[] {
  const papers: DocumentInput[] = [];
  const licensing = nextInDay(today, (y) => licensingDueDay(vehicle, y));
  if (licensing)
    papers.push({
      type: 'licensing',
      number: `CRLV-e ${String(2_024_000_000 + index * 7_919).slice(0, 10)}`,
      issuer: `Detran-${vehicle.uf ?? 'SP'}`,
      expiryDate: licensing,
      cost: 160.22,
    });
  papers.push({
    type: 'ipva',
    issuer: `Sefaz-${vehicle.uf ?? 'SP'}`,
    expiryDate: nextInDay(today, (y) => `${y}-01-${String(10 + (index % 10)).padStart(2, '0')}`)!,
    cost: Math.round(vehicle.year * 1.1 * (vehicle.vehicleType === 'truck' ? 3 : 1)),
  });
  const insuredOn = addDays(today, -60 - index * 23);
  papers.push({
    type: 'insurance',
    number: `AP-${String(880_100 + index * 37)}`,
    issuer: 'Porto Seguro',
    issueDate: insuredOn,
    expiryDate: addMonths(insuredOn, 12),
    cost: INSURANCE[vehicle.vehicleType],
  });
  if (vehicle.vehicleType === 'truck') {
    const verifiedOn = addDays(today, -120 - index * 11);
    papers.push({
      type: 'tachograph',
      number: `INMETRO ${String(5_500_000 + index * 131)}`,
      issuer: 'Inmetro / Ipem-SP',
      issueDate: verifiedOn,
      expiryDate: addMonths(verifiedOn, 24),
      cost: 285,
    });
  }
  return papers;
}

/**
 * The demo's vehicle documents: every vehicle's papers in day, but one expired (the
 * first vehicle's IPVA, 12 days ago) and two due soon (the second vehicle's insurance in 12 days,
 * a truck's tachograph in 25), so the list, the badges and the deadlines have something to show.
 * Written by the same use case as the API (deadlines and the vehicles' badges included).
 */
export async function seedDocuments(admin: CompanySession, vehicles: readonly Vehicle[], today: string) {
  const truck = vehicles.findIndex((v) => v.vehicleType === 'truck');
  const plans = vehicles.map((vehicle, index) => {
    const papers = papersOf(vehicle, index, today).map((paper) => {
      if (index === 0 && paper.type === 'ipva') return { ...paper, expiryDate: addDays(today, -12) };
      if (index === 1 && paper.type === 'insurance') {
        const expiryDate = addDays(today, 12);
        return { ...paper, issueDate: addMonths(expiryDate, -12), expiryDate };
      }
      if (index === truck && paper.type === 'tachograph') {
        const expiryDate = addDays(today, 25);
        return { ...paper, issueDate: addMonths(expiryDate, -24), expiryDate };
      }
      return paper;
    });
    return { vehicle, papers };
  });
  let count = 0;
  for (const { vehicle, papers } of plans)
    for (const paper of papers) {
      await createDocument(admin, vehicle.id, DocumentInputSchema.parse(paper));
      count++;
    }
  return count;
}
