import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit, component and integration tests; each workspace is a project
// with its own environment. Browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/sandbox', 'apps/web', 'bench'],
    // NOTE: a worker per core. Vitest's default keeps one core for its own process, which on two cores means
    // one worker: most of a file's time is importing modules and building jsdom, which the main process does
    // not share, so the run took twice as long as the work in it.
    maxWorkers: availableParallelism(),
  },
});
