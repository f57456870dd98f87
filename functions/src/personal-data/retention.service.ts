import { recordAudit, removeAuditEntriesBefore } from '../audit';
import { removeAnswerHistoryLocationsBefore, removeChecklistLocationsBefore } from '../checklists';
import { companyIds, companyLetterhead, companySettings } from '../companies';
import { auditEntry, SYSTEM_ACTOR, type AuditChange } from '../domain/audit/audit';
import { retentionCutoffs, type PositionRetention } from '../domain/users/personal-data';
import { removeImageLocationsBefore } from '../images';
import { inCompanyTurns } from '../jobs/company-turns';
import { log } from '../platform/logger';
import { personalDataRepository as repo, type RetentionCursors } from './personal-data.repository';

/** Documents read (and at most written) in one step: one batch of writes each. */
const RETENTION_PAGE = 300;
/** A run stops starting steps past this (the job's timeout is 540 s): what is left waits for the next day. */
const RETENTION_BUDGET_MS = 6 * 60_000;

export interface RetentionOptions {
  companies?: readonly string[];
  pageSize?: number;
  budgetMs?: number;
  clock?: () => number;
}

export interface RetentionResult {
  positionsRemoved: number;
  auditEntriesRemoved: number;
  companiesDone: number;
  companiesFailed: number;
  companiesLeft: number;
}

type PositionKind = 'checklists' | 'answerHistory' | 'images';
const POSITION_STEPS: ReadonlyArray<[PositionKind, PositionRetention]> = [
  ['checklists', removeChecklistLocationsBefore],
  ['answerHistory', removeAnswerHistoryLocationsBefore],
  ['images', removeImageLocationsBefore],
];

/**
 * The daily retention (docs/product/audit-and-lgpd.md): positions older than the company's chosen
 * months (answers, submit signatures, archived answers, photos; the records stay) and audit
 * entries older than 5 years go. Company by company in the timed jobs' turns (jobs/company-turns.ts),
 * each in bounded pages; past the time budget no step starts, and the next run goes on from where
 * each pass stopped (positions by stored cursors, the trail by what is left before its cutoff). Repeated, it removes nothing twice. Each company where
 * something went gets one entry with the counts.
 */
export async function applyRetention(now: Date = new Date(), options: RetentionOptions = {}): Promise<RetentionResult> {
  const { pageSize = RETENTION_PAGE, budgetMs = RETENTION_BUDGET_MS, clock = Date.now } = options;
  const result: RetentionResult = {
    positionsRemoved: 0,
    auditEntriesRemoved: 0,
    companiesDone: 0,
    companiesFailed: 0,
    companiesLeft: 0,
  };
  const companies = options.companies ?? (await companyIds());
  const cursors = await repo.retentionCursors(companies);
  const turns = await inCompanyTurns(
    'applyRetention',
    companies,
    async (companyId, inBudget) => {
      const counts = await companyRetention(companyId, cursors.get(companyId)!, now, pageSize, inBudget);
      result.positionsRemoved += counts.positions;
      result.auditEntriesRemoved += counts.audit;
    },
    { budgetMs, clock, now },
  );
  result.companiesDone = turns.served.length;
  result.companiesFailed = turns.failed.length;
  result.companiesLeft = turns.left.length;
  log.retentionSweep({ ...result });
  return result;
}

async function companyRetention(
  companyId: string,
  stored: RetentionCursors,
  now: Date,
  pageSize: number,
  inBudget: () => boolean,
): Promise<{ positions: number; audit: number }> {
  const { positionRetentionMonths } = await companySettings(companyId);
  const cutoffs = retentionCutoffs(now, positionRetentionMonths);
  const cursors: RetentionCursors = { ...stored };
  let positions = 0;
  for (const [kind, step] of POSITION_STEPS) {
    for (let more = true; more && inBudget();) {
      const page = await step(companyId, cutoffs.positions, cursors[kind], pageSize);
      positions += page.removed;
      cursors[kind] = page.last;
      more = page.more;
    }
  }
  let audit = 0;
  for (let more = true; more && inBudget();) {
    const removed = await removeAuditEntriesBefore(companyId, cutoffs.audit, pageSize);
    audit += removed;
    more = removed === pageSize;
  }
  await repo.saveRetentionCursors(companyId, cursors);
  const changes: AuditChange[] = [
    ...(positions > 0 ? [{ field: 'positionsRemoved' as const, before: null, after: positions }] : []),
    ...(audit > 0 ? [{ field: 'auditEntriesRemoved' as const, before: null, after: audit }] : []),
  ];
  if (changes.length > 0) {
    const label = (await companyLetterhead(companyId)).name ?? companyId;
    await recordAudit(companyId, [
      auditEntry(SYSTEM_ACTOR, 'company.retention_applied', { type: 'company', id: companyId, label }, changes),
    ]);
  }
  return { positions, audit };
}
