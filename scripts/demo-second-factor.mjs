import { Secret, TOTP } from 'otpauth';

/**
 * The demo superadmin's authenticator secret (functions/src/dev/demo-data.ts, the README's demo
 * accounts): local only, so the benches and journeys compute its codes as the phone would.
 */
export const DEMO_SUPERADMIN_EMAIL = 'super@checkfrota.dev';
export const DEMO_SUPERADMIN_TOTP_SECRET = 'CHECKFROTADEMOSUPERADMINLOCAL234';

/**
 * The superadmin's code of the next 30 s step: the API takes one step either side, and never a
 * step it already took, so a second sign-in in the same step waits for the next one (`passSuperadminSecondFactor`).
 */
export function demoSuperadminCode(timestamp = Date.now()) {
  return TOTP.generate({ secret: Secret.fromBase32(DEMO_SUPERADMIN_TOTP_SECRET), timestamp: timestamp + 30_000 });
}

/** Milliseconds until the authenticator shows its next code. */
export const untilNextCode = () => TOTP.remaining({ period: 30 }) + 50;

/**
 * Passes this sign-in's second factor at the API (`base`: the site, Hosting or the API's port):
 * the code of the next step, or, when that step was taken already, the one after it.
 */
export async function passSuperadminSecondFactor(base, idToken) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const res = await fetch(`${base}/api/me/second-factor/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ code: demoSuperadminCode() }),
    });
    if (res.ok) return;
    if (res.status !== 400) throw new Error(`verificação em duas etapas recusada (${res.status})`);
    await new Promise((resolve) => setTimeout(resolve, untilNextCode()));
  }
  throw new Error('verificação em duas etapas recusada duas vezes');
}
