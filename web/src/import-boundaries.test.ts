// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.mjs (DESIGN section 4), each shown failing on a wrong
 * import and passing on a right one. The sources are linted as if they were files at those paths.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-cycle']);

/** The boundary findings of `source` linted as the file at `file` (from the repository root). */
async function boundaryFindings(file: string, source: string) {
  const results = await eslint.lintText(source, { filePath: path.join(root, file) });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId && BOUNDARY_RULES.has(message.ruleId))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport { imported };\n`;

describe('import boundaries', () => {
  it.each([
    ['a service', 'functions/src/users/boundary-fixture.service.ts', '../platform/firebase'],
    ['a route file', 'functions/src/users/boundary-fixture.routes.ts', '../platform/firebase'],
    ['a route file (deeper)', 'functions/src/vehicles/records/boundary-fixture.routes.ts', '../../platform/firebase'],
  ])('when %s imports platform/firebase, then lint refuses it', async (_, file, specifier) => {
    expect(await boundaryFindings(file, importing(specifier))).toEqual([
      { ruleId: 'no-restricted-imports', message: expect.stringContaining('Only repositories touch Firestore') },
    ]);
  });

  it.each([
    ['a repository', 'functions/src/users/boundary-fixture.repository.ts', '../platform/firebase'],
    [
      'the HTTP layer (the token check uses Auth)',
      'functions/src/http/middleware/boundary-fixture.ts',
      '../../platform/firebase',
    ],
  ])('when %s imports platform/firebase, then lint lets it', async (_, file, specifier) => {
    expect(await boundaryFindings(file, importing(specifier))).toEqual([]);
  });

  it.each([
    ['another feature by a relative path', '../../users/routes/users-route', 'Features do not import each other'],
    ['another feature by the alias', '@/features/users/routes/users-route', 'Features do not import each other'],
    ['the app by a relative path', '../../../app/router', 'Features do not import the app'],
    ['the app by the alias', '@/app/router', 'Features do not import the app'],
  ])('when a feature imports %s, then lint refuses it', async (_, specifier, why) => {
    const findings = await boundaryFindings(
      'web/src/features/checklists/routes/boundary-fixture.tsx',
      importing(specifier),
    );
    expect(findings).toEqual([{ ruleId: expect.any(String), message: expect.stringContaining(why) }]);
  });

  it('when a feature imports its own files and shared code, then lint lets it', async () => {
    const source = [
      importing('../components/offline-status'),
      "import { useOnline } from '../../../lib/use-online';",
      "import { Button } from '@/components/ui/button';",
      'export { useOnline, Button };',
    ].join('\n');
    expect(await boundaryFindings('web/src/features/checklists/routes/boundary-fixture.tsx', source)).toEqual([]);
  });

  it.each([
    ['components', 'web/src/components/ui/boundary-fixture.tsx', '../../features/users/routes/users-route'],
    ['components', 'web/src/components/ui/boundary-fixture.tsx', '../../app/router'],
    ['lib', 'web/src/lib/boundary-fixture.ts', '../features/users/routes/users-route'],
    ['lib', 'web/src/lib/boundary-fixture.ts', '@/app/router'],
    ['data', 'web/src/data/notifications/boundary-fixture.ts', '../../features/users/routes/users-route'],
    ['data', 'web/src/data/notifications/boundary-fixture.ts', '@/features/users/routes/users-route'],
  ])('when shared code in %s (%s) imports %s, then lint refuses it', async (_, file, specifier) => {
    expect(await boundaryFindings(file, importing(specifier))).toEqual([
      {
        ruleId: expect.any(String),
        message: expect.stringContaining('Shared code does not import features or the app'),
      },
    ]);
  });

  it.each(['../data/notifications/push-hooks', '@/data/notifications/push-hooks'])(
    'when lib imports data (%s), then lint refuses it',
    async (specifier) => {
      expect(await boundaryFindings('web/src/lib/boundary-fixture.ts', importing(specifier))).toEqual([
        { ruleId: expect.any(String), message: expect.stringContaining('lib is below data') },
      ]);
    },
  );

  it('when data imports lib, then lint lets it', async () => {
    expect(
      await boundaryFindings('web/src/data/notifications/boundary-fixture.ts', importing('../../lib/push')),
    ).toEqual([]);
  });

  it('when a module imports, through the alias, one that imports it back, then lint refuses the cycle', async () => {
    // The defect rows import their badges: badges importing the rows would close a circle.
    expect(
      await boundaryFindings(
        'web/src/components/defects/defect-badges.tsx',
        importing('@/components/defects/defect-rows'),
      ),
    ).toEqual([{ ruleId: 'import-x/no-cycle', message: expect.stringContaining('cycle') }]);
  });
});
