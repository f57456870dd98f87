import { log } from '../platform/logger';
import { companyTurnsRepository } from './company-turns.repository';

/**
 * A timed job's share of its run: under the 60 s a scheduled function runs by default, with room
 * for the company whose part is running when it is spent.
 */
export const JOB_BUDGET_MS = 40_000;

export interface CompanyTurnsOptions {
  /** How long the run may start companies' parts (JOB_BUDGET_MS by default). */
  budgetMs?: number;
  /** Milliseconds, for the budget; tests drive it. */
  clock?: () => number;
  /** When the run started: the cursor's time. */
  now?: Date;
}

export interface CompanyTurnsResult {
  /** The companies whose part ran to its end, in the order they ran. */
  served: string[];
  /** The companies whose part threw (logged); the others ran all the same. */
  failed: string[];
  /** The companies left for the next run when the budget was spent, in the order they come next. */
  left: string[];
}

/**
 * The run's order: every company once, starting after the one the last run served last, so a run
 * cut short by its budget hands the rest to the next run and no company waits behind the same
 * others every time.
 */
export function turnOrder(companyIds: readonly string[], lastServed: string | null): string[] {
  const sorted = [...companyIds].sort();
  if (lastServed === null) return sorted;
  const next = sorted.findIndex((id) => id > lastServed);
  return next < 0 ? sorted : [...sorted.slice(next), ...sorted.slice(0, next)];
}

/**
 * Runs a timed job's part for each company, one after another, each apart from the others: a part
 * that throws is logged and the next company's runs; once the budget is spent, no further part
 * starts (a part that pages checks `inBudget` between its pages), and the next run begins with the
 * first company left. One company's size or failure so
 * delays the others by at most one run.
 */
export async function inCompanyTurns(
  job: string,
  companyIds: readonly string[],
  part: (companyId: string, inBudget: () => boolean) => Promise<void>,
  { budgetMs = JOB_BUDGET_MS, clock = Date.now, now = new Date() }: CompanyTurnsOptions = {},
): Promise<CompanyTurnsResult> {
  const started = clock();
  const inBudget = () => clock() - started < budgetMs;
  const order = turnOrder(companyIds, await companyTurnsRepository.lastServed(job));
  const result: CompanyTurnsResult = { served: [], failed: [], left: [] };
  let last: string | null = null;
  for (const [index, companyId] of order.entries()) {
    if (!inBudget()) {
      result.left = order.slice(index);
      break;
    }
    try {
      await part(companyId, inBudget);
      result.served.push(companyId);
    } catch (error) {
      result.failed.push(companyId);
      log.companyPartFailed(job, companyId, error);
    }
    last = companyId;
  }
  // Only a run cut short moves the start: a complete one leaves every company's turn where it was.
  if (last !== null && result.left.length > 0) await companyTurnsRepository.setLastServed(job, last, now);
  if (result.left.length > 0) log.companyTurnsLeft(job, result.left.length);
  return result;
}
