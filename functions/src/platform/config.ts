/** The only module that reads process.env (besides the local runner that sets it). */
export const config = {
  /** True when the Auth emulator answers token checks (local stack and tests). */
  usesAuthEmulator: Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST),
  isDeployed: Boolean(process.env.K_SERVICE) && !process.env.FUNCTIONS_EMULATOR,
  /** Where the local stack and the tests keep photos (no Storage emulator runs here); unset in production. */
  localBlobDir: process.env.CHECKFROTA_BLOB_DIR || null,
  /** The local build's module of routes only the local stack serves (http/local-routes.ts); unset in production. */
  localRoutesModule: process.env.CHECKFROTA_LOCAL_ROUTES || null,
};

/**
 * An emulator host in a deployed function would make the Admin SDK accept unsigned tokens
 * (research/reliability.md T5): refuse to run rather than serve without authentication.
 */
export function assertSafeRuntime(): void {
  if (config.isDeployed && config.usesAuthEmulator) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is set in a deployed function; refusing to start.');
  }
}
