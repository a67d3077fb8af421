import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringifyInSlices } from './sliced-json';

describe('stringifyInSlices', () => {
  it('writes a page exactly as JSON.stringify does, however many items it holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 180 }),
        fc.option(fc.record({ total: fc.nat(), page: fc.nat() }), { nil: undefined }),
        async (data, pagination) => {
          const page = pagination ? { data, pagination } : { data };
          expect(await stringifyInSlices(page)).toBe(JSON.stringify(page));
        },
      ),
      { seed: 7, numRuns: 60 },
    );
  });

  it('writes anything that is not a page in one go, as JSON.stringify does', async () => {
    for (const value of [null, 3, 'text', [1, 2], { data: 'not a list' }, { other: [1] }])
      expect(await stringifyInSlices(value)).toBe(JSON.stringify(value));
  });

  it('lets other work run between slices of a long page', async () => {
    const order: string[] = [];
    const done = stringifyInSlices({ data: Array.from({ length: 200 }, (_, id) => ({ id })) }).then(() =>
      order.push('page'),
    );
    setImmediate(() => order.push('other'));
    await done;
    expect(order).toEqual(['other', 'page']);
  });
});
