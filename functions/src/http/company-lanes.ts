import type { Express, Request, Response } from 'express';
import { tooManyRequests } from '../domain/errors';

/** The kinds of request whose concurrency is held per company: each costs the instance's CPU or memory for its length. */
export type LaneKind = 'read' | 'upload' | 'pdf';

/**
 * A company's share of one instance for a kind: `inFlight` of its requests run at once, the next
 * `waiting` wait their turn in arrival order, and one past those is refused (429, retry after
 * `retryAfterSeconds`).
 */
export interface LaneRule {
  inFlight: number;
  waiting: number;
  retryAfterSeconds: number;
}

export type LaneRules = Record<LaneKind, LaneRule>;

/**
 * Small against an instance's concurrency (the light API serves 20 at once, the `pdf` function
 * 20, `upload` 10), so one company at its limits leaves the rest of the instance to the others:
 * 4 reads' worth (a list's page of 100 counts as four, as the budgets count it, and takes the
 * whole lane: it costs about a quarter of a second of CPU), 2 uploads (sharp decodes two photos
 * at a time), 1 PDF drawn (pdfmake holds the process for the whole render). The queues absorb an
 * office's bursts (a screen loads a few lists; the field app sends a checklist's photos together).
 */
export const DEFAULT_LANE_RULES: LaneRules = {
  read: { inFlight: 4, waiting: 64, retryAfterSeconds: 2 },
  upload: { inFlight: 2, waiting: 16, retryAfterSeconds: 5 },
  pdf: { inFlight: 1, waiting: 4, retryAfterSeconds: 10 },
};

/** Ends a request's turn: the company's next waiting request of the kind runs. Idempotent. */
export type LeaveLane = () => void;

interface Waiter {
  weight: number;
  start: (leave: LeaveLane) => void;
}

interface Lane {
  running: number;
  waiting: Waiter[];
}

/**
 * Per-company lanes of one instance (in memory: each function instance shares only its own CPU).
 * A company's requests of a kind past its `inFlight` wait in a FIFO of their own, so another
 * company's requests pass them; an idle lane is dropped, so memory follows the companies active now.
 */
export class CompanyLanes {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly rules: LaneRules) {}

  /**
   * Waits for the company's turn for a kind; throws 429 when its queue is full. A request that
   * costs several (a list's long page, by its weight as the budgets count it) takes as many of the
   * lane's places, at most all of them. Resolves to null when `signal` aborts first (the caller
   * went away), its place given up.
   */
  async enter(companyId: string, kind: LaneKind, signal?: AbortSignal, weight = 1): Promise<LeaveLane | null> {
    const rule = this.rules[kind];
    const key = `${kind}:${companyId}`;
    const places = Math.max(1, Math.min(weight, rule.inFlight));
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    // In arrival order: none passes a request already waiting.
    if (lane.waiting.length === 0 && lane.running + places <= rule.inFlight) {
      lane.running += places;
      return this.leaver(key, lane, places, rule);
    }
    if (lane.waiting.length >= rule.waiting) throw tooManyRequests(rule.retryAfterSeconds);
    const current = lane;
    return new Promise<LeaveLane | null>((resolve) => {
      const waiter: Waiter = {
        weight: places,
        start: (leave) => {
          signal?.removeEventListener('abort', giveUp);
          resolve(leave);
        },
      };
      const giveUp = () => {
        const at = current.waiting.indexOf(waiter);
        if (at >= 0) current.waiting.splice(at, 1);
        resolve(null);
        // The one behind it may fit in the places free now.
        this.admit(key, current, rule);
      };
      current.waiting.push(waiter);
      signal?.addEventListener('abort', giveUp, { once: true });
    });
  }

  /** Places taken by the company's running requests of a kind, and how many wait: tests read it. */
  load(companyId: string, kind: LaneKind): { running: number; waiting: number } {
    const lane = this.lanes.get(`${kind}:${companyId}`);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  private leaver(key: string, lane: Lane, places: number, rule: LaneRule): LeaveLane {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      lane.running -= places;
      this.admit(key, lane, rule);
    };
  }

  /** Starts the waiting requests, first come first, while the first fits; drops the lane once idle. */
  private admit(key: string, lane: Lane, rule: LaneRule): void {
    for (let next = lane.waiting[0]; next && lane.running + next.weight <= rule.inFlight; next = lane.waiting[0]) {
      lane.waiting.shift();
      lane.running += next.weight;
      next.start(this.leaver(key, lane, next.weight, rule));
    }
    if (lane.running === 0 && lane.waiting.length === 0) this.lanes.delete(key);
  }
}

const KEY = 'companyLanes';

export function useCompanyLanes(app: Express, rules: LaneRules): void {
  app.locals[KEY] = new CompanyLanes(rules);
}

const isLaneKind = (kind: string): kind is LaneKind => kind === 'read' || kind === 'upload' || kind === 'pdf';

/**
 * A request's turn in its company's lane for its kind, in the app's lanes (createApp). Writes and
 * callers without a company (the superadmin) pass at once. Null when the caller went away while
 * waiting: nothing is to be answered.
 */
export async function enterCompanyLane(
  req: Request,
  res: Response,
  companyId: string | null,
  kind: string,
  weight = 1,
): Promise<LeaveLane | null> {
  const lanes = req.app.locals[KEY] as CompanyLanes | undefined;
  if (!lanes || !companyId || !isLaneKind(kind)) return () => {};
  // The response closes before it is sent only when the caller drops the connection.
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once('close', onClose);
  try {
    return await lanes.enter(companyId, kind, gone.signal, weight);
  } finally {
    res.off('close', onClose);
  }
}
