import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { SandboxDeps } from '../deps';
import { createTestDeps } from './test-deps';

/**
 * Builds an app on fresh test dependencies before a file's tests and closes it and its database after them.
 * Returns a getter, because the app exists only once `beforeAll` has run.
 */
export function useTestApp(
  build: (deps: SandboxDeps) => Promise<FastifyInstance>,
  overrides: Partial<SandboxDeps> = {},
): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  let closeDatabase = async () => {};
  beforeAll(async () => {
    const deps = await createTestDeps(overrides);
    closeDatabase = deps.database.close;
    app = await build(deps);
  });
  afterAll(async () => {
    await app?.close();
    await closeDatabase();
  });
  return () => {
    if (!app) throw new Error('The app is built in beforeAll');
    return app;
  };
}
