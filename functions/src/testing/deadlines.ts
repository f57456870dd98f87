import type { DeadlineChange } from '../domain/deadlines/deadlines';
import { deadlinesRepository } from '../deadlines/deadlines.repository';
import { db } from '../platform/firebase';

export { TRUCK, trafficFine, vehicleDocument } from './deadline-fixtures';

/** Deadline entries as the documents', drivers' and fines' use cases stage them: in a batch. */
export async function stageDeadlines(companyId: string, changes: readonly DeadlineChange[]): Promise<void> {
  const batch = db().batch();
  deadlinesRepository.stage(batch, companyId, changes);
  await batch.commit();
}
