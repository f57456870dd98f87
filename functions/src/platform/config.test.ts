import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertSafeRuntime, EMULATOR_VARIABLES } from './config';

// What Cloud Functions sets on a deployed function (firebase-tools adds the project's config).
const deployed = {
  K_SERVICE: 'api',
  GCLOUD_PROJECT: 'checkfrota-prod',
  FIREBASE_CONFIG: JSON.stringify({
    projectId: 'checkfrota-prod',
    storageBucket: 'checkfrota-prod.firebasestorage.app',
  }),
};

describe('assertSafeRuntime', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('when a deployed function has no emulator variable, then it starts', () => {
    expect(() => assertSafeRuntime(deployed)).not.toThrow();
  });

  it.each(EMULATOR_VARIABLES)(
    'when a deployed function of a real project has %s set, then it refuses to start',
    (name) => {
      expect(() => assertSafeRuntime({ ...deployed, [name]: '127.0.0.1:9099' })).toThrow(/refusing to start/);
    },
  );

  it('when FUNCTIONS_EMULATOR is set beside the Auth emulator host in a real project, then it still refuses (it used to turn the check off)', () => {
    expect(() =>
      assertSafeRuntime({ ...deployed, FUNCTIONS_EMULATOR: 'true', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FUNCTIONS_EMULATOR, FIREBASE_AUTH_EMULATOR_HOST set with project checkfrota-prod/);
  });

  it('when emulator variables are set and no project is named, then it refuses to start', () => {
    expect(() => assertSafeRuntime({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(/\(none named\)/);
  });

  it('when one of the project ids is a real project, then a demo- one beside it does not make it safe', () => {
    expect(() =>
      assertSafeRuntime({
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
        GCLOUD_PROJECT: 'demo-checkfrota',
        FIREBASE_CONFIG: deployed.FIREBASE_CONFIG,
      }),
    ).toThrow(/refusing to start/);
  });

  it('when the project is a demo- one (the local stack, the tests), then the emulators are allowed', () => {
    const local = {
      GCLOUD_PROJECT: 'demo-checkfrota',
      FIREBASE_CONFIG: JSON.stringify({ projectId: 'demo-checkfrota' }),
      FUNCTIONS_EMULATOR: 'true',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      CHECKFROTA_BLOB_DIR: '/tmp/blobs',
    };
    expect(() => assertSafeRuntime(local)).not.toThrow();
  });

  it('when the deployed entry point loads in a real project with an emulator variable, then loading it fails', async () => {
    vi.stubEnv('K_SERVICE', deployed.K_SERVICE);
    vi.stubEnv('GCLOUD_PROJECT', deployed.GCLOUD_PROJECT);
    vi.stubEnv('FIREBASE_CONFIG', deployed.FIREBASE_CONFIG);
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.resetModules();
    await expect(import('../index.js')).rejects.toThrow(/refusing to start/);
  });
});
