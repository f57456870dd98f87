// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { firebaseSettingsFrom, missingFirebaseConfig, REQUIRED_FIREBASE_VARIABLES } from './config';

const realProject = {
  VITE_FIREBASE_API_KEY: 'AIza-chave',
  VITE_FIREBASE_AUTH_DOMAIN: 'checkfrota-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'checkfrota-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-chave-do-site',
};
const envOf = (mode: string, vars: Record<string, string> = {}) =>
  ({ MODE: mode, ...vars }) as unknown as ImportMetaEnv;

describe('the web app’s Firebase configuration', () => {
  it('when the local build, the dev server or a test runs without configuration, then it uses the demo project on the emulators', () => {
    for (const mode of ['emulators', 'development', 'test']) {
      expect(firebaseSettingsFrom(envOf(mode))).toMatchObject({
        options: { projectId: 'demo-checkfrota' },
        useEmulators: true,
      });
    }
  });

  it('when a production build has no configuration, then it fails naming every missing variable instead of using the emulators', () => {
    expect(() => firebaseSettingsFrom(envOf('production'))).toThrow(REQUIRED_FIREBASE_VARIABLES.join(', '));
    expect(missingFirebaseConfig('production', { VITE_FIREBASE_API_KEY: 'AIza-chave' })).toMatch(
      /faltam VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_APP_ID, VITE_FIREBASE_MESSAGING_SENDER_ID/,
    );
  });

  it('when a production build has its configuration, then it talks to that project and to no emulator', () => {
    expect(missingFirebaseConfig('production', realProject)).toBeNull();
    expect(firebaseSettingsFrom(envOf('production', realProject))).toMatchObject({
      options: { apiKey: 'AIza-chave', projectId: 'checkfrota-prod' },
      useEmulators: false,
    });
  });

  it('when `vite build` runs for production without web/.env.production, then it stops before building, with the message', async () => {
    const emptyEnvDir = mkdtempSync(path.join(tmpdir(), 'checkfrota-env-'));
    const outDir = mkdtempSync(path.join(tmpdir(), 'checkfrota-dist-'));
    try {
      const attempt = build({
        configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
        mode: 'production',
        envDir: emptyEnvDir,
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
      await expect(attempt).rejects.toThrow(
        /O build de production do app web precisa da configuração do projeto Firebase/,
      );
    } finally {
      rmSync(emptyEnvDir, { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
