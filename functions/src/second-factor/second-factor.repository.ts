import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';

/**
 * `second_factors/{uid}`: an admin's or the superadmin's TOTP secret, the sign-ins (auth_time) that
 * passed a code, the last code's time step (never accepted twice) and the count of wrong codes.
 * Top level, since a superadmin has no company; the rules deny every client, and no route returns
 * a stored secret.
 */
export const SECOND_FACTORS_COLLECTION = 'second_factors';
const collection = () => db().collection(SECOND_FACTORS_COLLECTION);

/** How many sign-ins of one person stay verified at once (their devices). */
const KEPT_SIGN_INS = 10;

export interface StoredSecondFactor {
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number;
  verifiedSignIns: number[];
  failures: number;
  lockedUntil: number | null;
}

const EMPTY: StoredSecondFactor = {
  secret: null,
  pendingSecret: null,
  lastStep: -1,
  verifiedSignIns: [],
  failures: 0,
  lockedUntil: null,
};

function fromData(data: FirebaseFirestore.DocumentData | undefined): StoredSecondFactor {
  if (!data) return EMPTY;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    secret: text(data.secret),
    pendingSecret: text(data.pendingSecret),
    lastStep: typeof data.lastStep === 'number' ? data.lastStep : -1,
    verifiedSignIns: Array.isArray(data.verifiedSignIns)
      ? data.verifiedSignIns.filter((n): n is number => typeof n === 'number')
      : [],
    failures: typeof data.failures === 'number' ? data.failures : 0,
    lockedUntil: data.lockedUntil instanceof Timestamp ? data.lockedUntil.toMillis() : null,
  };
}

/** What a checked code changes: accepted (its step and the sign-in it verifies), or one more failure. */
export type CodeOutcome =
  | { accepted: true; step: number; authTime: number; enrol: boolean }
  | { accepted: false; failures: number; lockedUntil: number | null };

export const secondFactorRepository = {
  async get(uid: string): Promise<StoredSecondFactor> {
    return fromData((await collection().doc(uid).get()).data());
  },

  /** `companyId`: an admin's company, whose deletion removes the record with it (null for the superadmin). */
  async savePending(uid: string, secret: string, companyId: string | null): Promise<void> {
    await collection()
      .doc(uid)
      .set({ pendingSecret: secret, pendingAt: FieldValue.serverTimestamp(), companyId }, { merge: true });
  },

  /**
   * Reads the record, lets `decide` check the code against it, and writes what it decided, in one
   * transaction: two codes sent together cannot both pass with the same step.
   */
  async checkCode(uid: string, decide: (stored: StoredSecondFactor) => CodeOutcome): Promise<CodeOutcome> {
    const ref = collection().doc(uid);
    return db().runTransaction(async (tx) => {
      const stored = fromData((await tx.get(ref)).data());
      const outcome = decide(stored);
      if (outcome.accepted) {
        const signIns = [...stored.verifiedSignIns.filter((t) => t !== outcome.authTime), outcome.authTime];
        tx.set(
          ref,
          {
            ...(outcome.enrol
              ? {
                  secret: stored.pendingSecret,
                  pendingSecret: FieldValue.delete(),
                  enrolledAt: FieldValue.serverTimestamp(),
                }
              : {}),
            lastStep: outcome.step,
            verifiedSignIns: signIns.slice(-KEPT_SIGN_INS),
            failures: 0,
            lockedUntil: null,
          },
          { merge: true },
        );
      } else {
        tx.set(
          ref,
          {
            failures: outcome.failures,
            lockedUntil: outcome.lockedUntil === null ? null : Timestamp.fromMillis(outcome.lockedUntil),
          },
          { merge: true },
        );
      }
      return outcome;
    });
  },

  async remove(uid: string): Promise<void> {
    await collection().doc(uid).delete();
  },

  /**
   * The demo's and the tests' enrolled account: a known secret, with `authTime` added to the
   * verified sign-ins when given (the others kept: a test's earlier tokens stay verified).
   */
  async setEnrolled(uid: string, secret: string, companyId: string | null, authTime?: number): Promise<void> {
    const ref = collection().doc(uid);
    const kept = fromData((await ref.get()).data()).verifiedSignIns;
    await ref.set(
      {
        secret,
        companyId,
        enrolledAt: FieldValue.serverTimestamp(),
        verifiedSignIns: authTime === undefined ? kept : [...kept, authTime].slice(-KEPT_SIGN_INS),
        failures: 0,
        lockedUntil: null,
      },
      { merge: true },
    );
  },
};
