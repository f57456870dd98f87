import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { deleteInBatches } from '../platform/batched-writes';
import { db } from '../platform/firebase';

/**
 * Push tokens, one document per token (push_tokens/{sha256 of the token}) naming its current
 * owner. A browser keeps its token across sign-ins, so registering it again moves it to the
 * person now signed in: nobody keeps receiving another person's pushes on a shared device.
 */
export const PUSH_TOKENS_COLLECTION = 'push_tokens';

const collection = () => db().collection(PUSH_TOKENS_COLLECTION);
const idOf = (token: string) => createHash('sha256').update(token).digest('hex');

const deleteAll = (ids: string[]) => deleteInBatches(ids.map((id) => collection().doc(id)));

export const pushTokensRepository = {
  async register(companyId: string, userId: string, token: string): Promise<void> {
    await collection().doc(idOf(token)).set({ token, companyId, userId, updatedAt: Timestamp.now() });
  },

  async listForUser(companyId: string, userId: string): Promise<string[]> {
    const snap = await collection().where('companyId', '==', companyId).where('userId', '==', userId).get();
    return snap.docs.map((doc) => String(doc.data().token));
  },

  remove(tokens: string[]): Promise<void> {
    return deleteAll(tokens.map(idOf));
  },

  async removeForUser(companyId: string, userId: string): Promise<void> {
    const snap = await collection().where('companyId', '==', companyId).where('userId', '==', userId).get();
    await deleteAll(snap.docs.map((doc) => doc.id));
  },
};
