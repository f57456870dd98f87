/**
 * A company's PDF renders in turn: at most RENDERS_PER_COMPANY drawn at once for it across every
 * instance of the renderer; the rest wait in the order asked. One company asking many reports
 * waits for its own renders only, and the renderer's instances stay free for the others.
 */
export const RENDERS_PER_COMPANY = 2;

/** A render running longer than this has died (the renderer's timeout is 540 s): its turn is given up. */
export const RENDER_TURN_LEASE_MS = 600_000;

export interface QueuedRender {
  renderId: string;
  checklistId: string;
}

export interface RunningRender extends QueuedRender {
  /** When its turn came (ISO). */
  since: string;
  /** Whether a renderer has taken it on: false between its turn coming and its event arriving. */
  taken: boolean;
}

export interface RenderQueue {
  running: RunningRender[];
  waiting: QueuedRender[];
}

export const EMPTY_RENDER_QUEUE: RenderQueue = { running: [], waiting: [] };

/** What a render's arrival makes of it: drawn now, already drawn by another delivery, or waiting its turn. */
export type RenderTurn = 'now' | 'taken' | 'waiting';

const alive = (queue: RenderQueue, now: Date): RenderQueue => ({
  running: queue.running.filter((r) => now.getTime() - Date.parse(r.since) < RENDER_TURN_LEASE_MS),
  waiting: queue.waiting,
});

/** Gives the free turns to the first waiting renders; `started` are those whose renderer must be called. */
function promote(queue: RenderQueue, now: Date): { queue: RenderQueue; started: QueuedRender[] } {
  const free = Math.max(0, RENDERS_PER_COMPANY - queue.running.length);
  const started = queue.waiting.slice(0, free);
  return {
    queue: {
      running: [...queue.running, ...started.map((r) => ({ ...r, since: now.toISOString(), taken: false }))],
      waiting: queue.waiting.slice(free),
    },
    started,
  };
}

/** A render's event arrives: it takes a free turn (or the one given to it), or waits behind the company's others. */
export function arrive(
  stored: RenderQueue,
  render: QueuedRender,
  now: Date,
): { queue: RenderQueue; turn: RenderTurn; started: QueuedRender[] } {
  const queue = alive(stored, now);
  const mine = queue.running.find((r) => r.renderId === render.renderId);
  if (mine?.taken) return { queue, turn: 'taken', started: [] };
  if (mine) {
    const running = queue.running.map((r) => (r === mine ? { ...r, taken: true } : r));
    return { queue: { ...queue, running }, turn: 'now', started: [] };
  }
  const waiting = queue.waiting.some((r) => r.renderId === render.renderId)
    ? queue.waiting
    : [...queue.waiting, render];
  // Turns a dead render gave up go to the first waiting, this one among them.
  const promoted = promote({ ...queue, waiting }, now);
  const given = promoted.started.some((r) => r.renderId === render.renderId);
  if (!given) return { queue: promoted.queue, turn: 'waiting', started: promoted.started };
  const running = promoted.queue.running.map((r) => (r.renderId === render.renderId ? { ...r, taken: true } : r));
  return {
    queue: { ...promoted.queue, running },
    turn: 'now',
    started: promoted.started.filter((r) => r.renderId !== render.renderId),
  };
}

/** Past this since it was asked, a render still wanted that holds no place in its company's queue has lost it. */
export const RENDER_REJOIN_AFTER_MS = 30_000;

/**
 * A render still wanted, asked long enough ago that its event has arrived, found in no place of the
 * queue (a change lost where transactions do not isolate, or a dead render's place given up):
 * it takes a place at the end, and a free turn when there is one.
 */
export function rejoin(
  stored: RenderQueue,
  render: QueuedRender,
  now: Date,
): { queue: RenderQueue; started: QueuedRender[] } {
  const queue = alive(stored, now);
  if (holds(queue, render.renderId)) return { queue, started: [] };
  return promote({ ...queue, waiting: [...queue.waiting, render] }, now);
}

/** Whether the render has a place in the queue, drawn or waiting. */
export const holds = (queue: RenderQueue, renderId: string): boolean =>
  queue.running.some((r) => r.renderId === renderId) || queue.waiting.some((r) => r.renderId === renderId);

/**
 * A render leaves the queue, drawn or failed. Its turn goes to the next waiting; `started` are the
 * renders whose renderer must now be called.
 */
export function leave(
  stored: RenderQueue,
  renderId: string,
  now: Date,
): { queue: RenderQueue; started: QueuedRender[] } {
  return without(stored, now, (r) => r.renderId === renderId);
}

/**
 * A render no longer wanted (superseded, or already drawn) gives up its place: waiting, or a turn
 * no renderer took. A turn taken stays until its renderer leaves.
 */
export function withdraw(
  stored: RenderQueue,
  renderId: string,
  now: Date,
): { queue: RenderQueue; started: QueuedRender[] } {
  return without(stored, now, (r) => r.renderId === renderId && !('taken' in r && r.taken));
}

function without(
  stored: RenderQueue,
  now: Date,
  gone: (render: QueuedRender | RunningRender) => boolean,
): { queue: RenderQueue; started: QueuedRender[] } {
  const queue = alive(stored, now);
  return promote(
    { running: queue.running.filter((r) => !gone(r)), waiting: queue.waiting.filter((r) => !gone(r)) },
    now,
  );
}
