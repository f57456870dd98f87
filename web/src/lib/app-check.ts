import type { FirebaseApp } from 'firebase/app';
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

/** Starts App Check with reCAPTCHA Enterprise; the answer gives the current token (renewed by the SDK). */
export function startAppCheck(app: FirebaseApp, siteKey: string): () => Promise<string> {
  const appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => (await getToken(appCheck)).token;
}
