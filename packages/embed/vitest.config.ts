import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'embed', environment: 'node', include: ['src/**/*.test.ts'] },
});
