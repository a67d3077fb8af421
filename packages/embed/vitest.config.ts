import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'embed', environment: 'jsdom', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] },
});
