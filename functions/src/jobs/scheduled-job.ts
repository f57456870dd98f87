/** A job that production's Cloud Scheduler runs and the local stack runs on a timer. */
export interface ScheduledJob {
  name: string;
  /** Cloud Scheduler's syntax. */
  schedule: string;
  intervalMs: number;
  run: (now: Date) => Promise<unknown>;
}
