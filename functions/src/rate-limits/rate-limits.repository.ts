import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

/**
 * Fixed-window counters, one document per user, kind and window (`rate_limits/{key}`), shared by
 * every instance. The increment is a server-side transform (atomic on Firestore and on the local
 * emulator, whose transactions do not isolate); the count read back may include concurrent hits,
 * which only ever refuses sooner. `expireAt` is the TTL field (firestore.indexes.json).
 */
export const rateLimitsRepository = {
  /** Adds `weight` to the counter; its count after. */
  async hit(key: string, expireAt: Date, weight: number): Promise<number> {
    const ref = db().collection('rate_limits').doc(key);
    await ref.set({ count: FieldValue.increment(weight), expireAt: Timestamp.fromDate(expireAt) }, { merge: true });
    const count = (await ref.get()).get('count');
    return typeof count === 'number' ? count : weight;
  },
};
