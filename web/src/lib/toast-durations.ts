/**
 * Spec section 9's toast durations: a success reads in 3 s, information in the default 4 s, an
 * error stays 6 s; `lasting` (10 s) is for a text that asks the person to do something outside the app.
 */
export const TOAST_DURATIONS = { success: 3000, info: 4000, error: 6000, lasting: 10_000 } as const;
