/**
 * Imported first by main.tsx, before any zod schema is built. zod compiles object parsers with
 * `new Function`, and probes for it even when refused: under the app's Content-Security-Policy
 * (no 'unsafe-eval') that probe is a reported violation. `jitless` (zod's setting for strict CSPs)
 * turns both off; it must be in zod's global config before the first z.object() is made, hence
 * written where zod reads it instead of through z.config(), which would load zod on every screen.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
