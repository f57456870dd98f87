import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's import rules of eslint.config.mjs (docs/architecture.md, section 7), each shown
 * refusing a wrong import and letting the right one: sources linted as if they were files at
 * those paths of functions/src.
 */
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });
const HOUSE_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle']);

async function findings(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, 'functions/src', file) });
  return result!.messages
    .filter((message) => message.ruleId && HOUSE_RULES.has(message.ruleId))
    .map(({ ruleId, message }) => ({ ruleId, message }));
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport { imported };\n`;

describe('the server’s import rules', () => {
  it.each([
    ['another feature’s repository', 'fleet/fines/rule-fixture.ts', '../vehicles/vehicles.repository'],
    ['another feature’s service', 'schedules/rule-fixture.ts', '../checklists/checklists.service'],
    ['another feature’s routes', 'dev/rule-fixture.ts', '../templates/templates.routes'],
  ])('when a file imports %s, then lint refuses it and names the front door', async (_, file, specifier) => {
    expect(await findings(file, importing(specifier))).toEqual([
      { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('through its front door') },
    ]);
  });

  it('when a feature imports another’s front door, or its own files, then lint lets it', async () => {
    const source = [importing('../vehicles'), "import * as own from './fines.repository';", 'export { own };'].join(
      '\n',
    );
    expect(await findings('fleet/fines/rule-fixture.ts', source)).toEqual([]);
  });

  it.each([
    ['http/', 'http/rule-fixture.ts', '../users'],
    ['platform/', 'platform/rule-fixture.ts', '../checklists'],
    ['jobs/', 'jobs/rule-fixture.ts', '../fleet/vehicles'],
  ])('when %s imports a feature, even its front door, then lint refuses it', async (_, file, specifier) => {
    expect(await findings(file, importing(specifier))).toEqual([
      { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('imports no feature') },
    ]);
  });

  it('when a file imports one that imports it back, then lint refuses the cycle', async () => {
    // The vehicles' service as it is, plus an import of checklists, which import the vehicles' front door.
    const service = readFileSync(path.join(root, 'functions/src/fleet/vehicles/vehicles.service.ts'), 'utf8');
    const withCycle = `import { findChecklist } from '../../checklists';\nexport const probe = findChecklist;\n${service}`;
    expect(await findings('fleet/vehicles/vehicles.service.ts', withCycle)).toEqual([
      { ruleId: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') },
    ]);
  });
});
