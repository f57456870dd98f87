import { Timestamp } from 'firebase-admin/firestore';
import { BATCH_WRITES } from '../platform/batched-writes';
import { db } from '../platform/firebase';

/**
 * `sessions/{uid}`: the time before which the account's sign-ins no longer count (revoked,
 * disabled, deactivated, deleted or given another role). Top level, since a superadmin has no
 * company, and kept when a company is deleted, so its members' old tokens stay refused.
 */
const collection = () => db().collection('sessions');

/** ID tokens live an hour: after that no token signed in before `validAfter` can still be used. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export const sessionsRepository = {
  /** Seconds since the epoch, as the token's `auth_time`; null when the account never had its sessions ended. */
  async validAfter(uid: string): Promise<number | null> {
    const snap = await collection().doc(uid).get();
    const value = snap.get('validAfter');
    return value instanceof Timestamp ? value.seconds : null;
  },

  /**
   * Ends every session signed in before `at`. `expireAt` is for a Firestore TTL policy (README):
   * once every token from before `at` has expired, the document proves nothing more.
   */
  async endSessions(uids: readonly string[], at: Date): Promise<void> {
    const seconds = Math.floor(at.getTime() / 1000);
    for (let start = 0; start < uids.length; start += BATCH_WRITES) {
      const batch = db().batch();
      for (const uid of uids.slice(start, start + BATCH_WRITES)) {
        batch.set(collection().doc(uid), {
          validAfter: Timestamp.fromMillis(seconds * 1000),
          expireAt: Timestamp.fromMillis(seconds * 1000 + TOKEN_LIFETIME_MS),
        });
      }
      await batch.commit();
    }
  },
};
