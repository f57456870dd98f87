import { describe, expect, it } from 'vitest';
import { newCompanyId } from '../testing/accounts';
import { BATCH_WRITES, deleteInBatches, updateInBatches } from './batched-writes';
import { db } from './firebase';

async function seed(count: number) {
  const collection = db().collection(`companies/${newCompanyId('lotes')}/things`);
  const refs = Array.from({ length: count }, (_, i) => collection.doc(`t${i}`));
  for (let i = 0; i < refs.length; i += 400) {
    const batch = db().batch();
    for (const ref of refs.slice(i, i + 400)) batch.set(ref, { n: 1 });
    await batch.commit();
  }
  return { collection, refs };
}

describe('batched writes', () => {
  it('when more documents than one batch takes are deleted, then none is left', async () => {
    const { collection, refs } = await seed(BATCH_WRITES * 2 + 7);
    await deleteInBatches(refs);
    expect((await collection.count().get()).data().count).toBe(0);
  });

  it('when more documents than one batch takes are updated, then every one changes', async () => {
    const { collection, refs } = await seed(BATCH_WRITES + 1);
    await updateInBatches(refs, { n: 2 });
    expect((await collection.where('n', '==', 2).count().get()).data().count).toBe(BATCH_WRITES + 1);
  });

  it('when there is nothing to write, then nothing is committed', async () => {
    await expect(deleteInBatches([])).resolves.toBeUndefined();
  });
});
