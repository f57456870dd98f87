import type { FirebaseApp } from 'firebase/app';
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';

let appCheck: AppCheck | null = null;

/** The app's current App Check token (reCAPTCHA Enterprise), App Check started on the first ask; the SDK renews it. */
export async function appCheckToken(app: FirebaseApp, siteKey: string): Promise<string> {
  appCheck ??= initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return (await getToken(appCheck)).token;
}
