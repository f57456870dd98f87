import { db } from '../platform/firebase';

/**
 * Where each timed job's last run stopped (`job_turns/{job}`): the company it served last, so the
 * next run starts after it. One small document per job, written once a run.
 */
export const companyTurnsRepository = {
  async lastServed(job: string): Promise<string | null> {
    const value = (await db().collection('job_turns').doc(job).get()).get('lastServed');
    return typeof value === 'string' ? value : null;
  },

  async setLastServed(job: string, companyId: string, at: Date): Promise<void> {
    await db().collection('job_turns').doc(job).set({ lastServed: companyId, at: at.toISOString() });
  },
};
