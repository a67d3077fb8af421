import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackpotContributions, jackpotHits, jackpotLevels, jackpots } from '../db/schema';
import type { SandboxDeps } from '../deps';
import { createTestDeps } from '../testing/test-deps';
import { fundJackpots } from './jackpot-funding';
import { recordHit } from './jackpot-payout';

let deps: SandboxDeps;
let close = async () => {};

beforeAll(async () => {
  const created = await createTestDeps();
  deps = created;
  close = created.database.close;
});
afterAll(() => close());

async function miniLevel() {
  const [row] = await deps.db
    .select({ level: jackpotLevels })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(eq(jackpots.key, 'mega-eur'));
  return row!.level;
}

/**
 * Separate transactions racing on one level (on PostgreSQL, separate connections): the same code path as
 * placement's and the control API's, without the placement queue, which would serialize them first.
 */
describe('jackpot levels under racing transactions', () => {
  it('placements that all draw a hit at once: one winner per version of the pool, no cent lost', async () => {
    const start = await miniLevel();
    const betIds = Array.from({ length: 8 }, (_, index) => 900_000 + index);
    const always = () => true;
    await Promise.all(
      betIds.map((id) =>
        deps.db.transaction((tx) =>
          fundJackpots(tx, [{ id, userId: 1, stake: 2_000, currency: 'EUR', freebet: false }], always),
        ),
      ),
    );
    const hits = await deps.db.select().from(jackpotHits).where(inArray(jackpotHits.betId, betIds));
    const end = await miniLevel();
    const mini = hits.filter((hit) => hit.levelId === start.id);
    expect(mini).toHaveLength(8);
    expect(mini.map((hit) => hit.levelVersion).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, index) => start.version + index),
    );
    const paidIn = await deps.db
      .select()
      .from(jackpotContributions)
      .where(inArray(jackpotContributions.betId, betIds));
    const contributed = paidIn
      .filter((row) => row.levelId === start.id)
      .reduce((sum, row) => sum + row.amount, 0);
    // 2 000 × 0.5 % = 10 per bet
    expect(contributed).toBe(80);
    const won = mini.reduce((sum, hit) => sum + hit.amount, 0);
    expect(end.pool + won).toBe(start.pool + 8 * start.seed + contributed);
  });

  it('forced hits racing on one level: each either wins a whole version of the pool or is refused', async () => {
    const start = await miniLevel();
    const betIds = Array.from({ length: 6 }, (_, index) => 910_000 + index);
    const results = await Promise.allSettled(
      betIds.map((id) =>
        deps.db.transaction((tx) => recordHit(tx, start.id, { id, userId: 1, currency: 'EUR' })),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled').length;
    expect(won).toBeGreaterThanOrEqual(1);
    const hits = await deps.db.select().from(jackpotHits).where(inArray(jackpotHits.betId, betIds));
    expect(hits).toHaveLength(won);
    expect(new Set(hits.map((hit) => hit.levelVersion)).size).toBe(won);
    const end = await miniLevel();
    expect(end.version).toBe(start.version + won);
    expect(end.pool + hits.reduce((sum, hit) => sum + hit.amount, 0)).toBe(start.pool + won * start.seed);
  });
});
