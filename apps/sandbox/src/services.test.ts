import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDeps } from './deps';
import { composeSandbox } from './services';
import { createTestDeps } from './testing/test-deps';

let deps: Awaited<ReturnType<typeof createTestDeps>>;

beforeAll(async () => {
  deps = await createTestDeps();
});

afterAll(async () => {
  await deps.services.settler.stop();
  await deps.database.close();
});

describe('the composition root', () => {
  it('gives each composed sandbox its own services, even on the same infrastructure', () => {
    const { services, ...infra } = deps;
    const other: SandboxDeps = composeSandbox(infra);
    expect(other.services.placement).not.toBe(services.placement);
    expect(other.services.settler).not.toBe(services.settler);
  });

  it('hands routes the infrastructure it composed the services from', () => {
    const { services: _services, ...infra } = deps;
    const composed = composeSandbox(infra);
    expect(composed.db).toBe(deps.db);
    expect(composed.catalogue).toBe(deps.catalogue);
    expect(composed.realtime.publisher).toBe(deps.realtime.publisher);
  });
});
