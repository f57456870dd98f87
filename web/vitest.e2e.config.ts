import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys that change the demo's own records (the Accelo's work order closed, which puts it back
 * in service) run after every journey that reads them as seeded.
 */
const CHANGES_THE_DEMO = ['work-orders.e2e.ts'];

class DemoReadersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const changes = (file: TestSpecification) => CHANGES_THE_DEMO.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter((file) => !changes(file)), ...sorted.filter(changes)];
  }
}

/** Browser journeys against the local stack: one stack, one browser, one file at a time. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    expect: { poll: { timeout: 15_000, interval: 100 } },
    sequence: { sequencer: DemoReadersFirst },
  },
});
