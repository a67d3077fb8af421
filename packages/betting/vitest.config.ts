import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'betting', environment: 'node', include: ['src/**/*.test.ts'] },
});
