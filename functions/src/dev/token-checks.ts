import { Auth, type DecodedIdToken } from 'firebase-admin/auth';

/** The parts of firebase-admin's BaseAuth this file relies on (`idTokenVerifier` is internal). */
interface AuthInternals {
  verifyIdToken(idToken: string, checkRevoked?: boolean): Promise<DecodedIdToken>;
  idTokenVerifier: { verifyJWT(idToken: string, isEmulator: boolean): Promise<DecodedIdToken> };
}

const PATCHED = Symbol.for('checkfrota.productionTokenChecks');

/**
 * Pointed at the Auth emulator, firebase-admin asks it for the account on every
 * `verifyIdToken` (it cannot check the unsigned tokens' signature, so it looks the user up
 * instead): one HTTP round trip to firebase-tools per API request, reads included, which
 * production never makes. Production checks the token in the process (signature, audience,
 * issuer, subject, expiry) and asks Auth only when told to check revocation, which
 * `authenticate` does on writes. This makes the local API process do the same: without
 * `checkRevoked` the token's content and expiry are checked here (the emulator's tokens carry no
 * signature to check), with it the emulator is asked as before. Reads of an account whose
 * sessions were ended are still refused by the app's own record (accounts/sessions.service.ts).
 * Only for a process pointed at the Auth emulator: anywhere else it refuses to install.
 */
export function checkTokensAsProduction(): void {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('checkTokensAsProduction is for the Auth emulator only (FIREBASE_AUTH_EMULATOR_HOST is not set)');
  }
  // verifyIdToken is declared on BaseAuth, Auth's parent: patch it where it lives.
  const base = Object.getPrototypeOf(Auth.prototype) as AuthInternals & { [PATCHED]?: true };
  if (base[PATCHED]) return;
  const verifyWithEmulator = base.verifyIdToken;
  base.verifyIdToken = function (this: AuthInternals, idToken: string, checkRevoked = false) {
    return checkRevoked ? verifyWithEmulator.call(this, idToken, true) : this.idTokenVerifier.verifyJWT(idToken, true);
  };
  base[PATCHED] = true;
}
