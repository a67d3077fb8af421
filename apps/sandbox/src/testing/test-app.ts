import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { SandboxDeps } from '../deps';
import { createTestDeps } from './test-deps';
import type { TestDepsOverrides } from './test-deps';

/** The getter of a test file's app, with the dependencies it was built on (its database, for test players). */
export interface TestAppGetter {
  (): FastifyInstance;
  deps(): SandboxDeps;
}

/**
 * Builds an app on fresh test dependencies before a file's tests and closes it and its database after them.
 * Returns a getter, because the app exists only once `beforeAll` has run.
 */
export function useTestApp(
  build: (deps: SandboxDeps) => Promise<FastifyInstance>,
  overrides: TestDepsOverrides = {},
): TestAppGetter {
  let app: FastifyInstance | undefined;
  let deps: SandboxDeps | undefined;
  let closeDatabase = async () => {};
  beforeAll(async () => {
    const created = await createTestDeps(overrides);
    closeDatabase = created.database.close;
    deps = created;
    app = await build(created);
  });
  afterAll(async () => {
    await app?.close();
    await closeDatabase();
  });
  const getApp = () => {
    if (!app) throw new Error('The app is built in beforeAll');
    return app;
  };
  return Object.assign(getApp, {
    deps: () => {
      if (!deps) throw new Error('The app is built in beforeAll');
      return deps;
    },
  });
}
