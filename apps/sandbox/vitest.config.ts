import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sandbox',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/testing/worker-database.ts'],
    testTimeout: 20_000,
    // NOTE: a test app opens a database and generates a world; on a loaded machine that outlasts 10 s.
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
