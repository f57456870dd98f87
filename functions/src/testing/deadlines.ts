import type { DeadlineChange } from '../domain/deadlines/deadlines';
import { stageDeadlines as stageInBatch } from '../fleet/deadlines';
import { db } from '../platform/firebase';

export { TRUCK, trafficFine, vehicleDocument } from './deadline-fixtures';

/** Deadline entries as the documents', drivers' and fines' use cases stage them: in a batch. */
export async function stageDeadlines(companyId: string, changes: readonly DeadlineChange[]): Promise<void> {
  const batch = db().batch();
  stageInBatch(batch, companyId, changes);
  await batch.commit();
}
