import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit, component and integration tests; each workspace is a project
// with its own environment. Browser tests live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/sandbox', 'apps/web'],
  },
});
