import type { WriteBatch } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { DeadlineChange } from '../domain/deadlines/deadlines';
import { db } from '../platform/firebase';

/** `companies/{c}/deadlines/{key}`: one entry per item with a deadline (domain/deadlines/deadlines.ts). */
export const DEADLINES_COLLECTION = 'deadlines';

export const deadlinesCollection = (companyId: string) =>
  db().collection('companies').doc(companyId).collection(DEADLINES_COLLECTION);

export const deadlinesRepository = {
  /**
   * Puts the entries (or removes those with `entry: null`) in the caller's batch, beside the write
   * of the item they come from, so an item and its deadline never disagree. `vehicleId` and
   * `driverId` are copied to the top level, where the local emulator can filter on them.
   */
  stage(batch: WriteBatch, companyId: string, changes: readonly DeadlineChange[]): void {
    for (const { key, entry } of changes) {
      const ref = deadlinesCollection(companyId).doc(key);
      if (!entry) batch.delete(ref);
      else
        batch.set(ref, {
          ...entry,
          vehicleId: entry.vehicle?.id ?? null,
          driverId: entry.driver?.id ?? null,
          updatedAt: FieldValue.serverTimestamp(),
        });
    }
  },
};
