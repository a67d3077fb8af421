import { defineProject } from 'vitest/config';

// NOTE: only the bench's pure helpers are unit-tested here; the benchmarks themselves run under `npm run bench`.
export default defineProject({
  test: { name: 'bench', environment: 'node', include: ['support/**/*.test.ts'] },
});
