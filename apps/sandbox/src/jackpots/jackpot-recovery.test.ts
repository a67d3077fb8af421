import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jackpotHits } from '../db/schema';
import {
  createMatch,
  eur,
  eurBalance,
  pick,
  placeBody,
  placeOk,
  useBetsApp,
} from '../sportsbook/bets/bets-test-app';
import { recordHit } from './jackpot-payout';
import { hitCredits } from './jackpot-test-helpers';

const test = useBetsApp();

describe('jackpot hits left unpaid by a stopped process', () => {
  it('are paid at start, once, however often the start-up payment runs', async () => {
    const { jackpots } = test().deps.services;
    jackpots.useDraw(() => false);
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(1_000), selections: [selection] }]));
    const eurJackpot = (await jackpots.store.list()).find((entry) => entry.jackpot.currency === 'EUR')!;
    const mini = eurJackpot.levels.find((level) => level.code === 'mini')!;
    // The crash: the hit is recorded (the level restarted at its seed) but the process stops before paying it.
    const hitId = await test().deps.db.transaction((tx) =>
      recordHit(tx, mini.id, { id: bet!.id, userId: test().userId, currency: 'EUR' }),
    );
    const before = await eurBalance(test());

    expect(await jackpots.payApprovedHits()).toBe(1);
    expect(await jackpots.payApprovedHits()).toBe(0);

    // The win is the level's pool when it was hit, credited exactly once.
    expect((await eurBalance(test())) - before).toBe(mini.pool);
    const credits = await hitCredits(test(), test().userId);
    expect(credits.filter((operation) => operation.key === `jackpot-hit:${hitId}`)).toHaveLength(1);
    const [hit] = await test().deps.db.select().from(jackpotHits).where(eq(jackpotHits.id, hitId));
    expect(hit!.status).toBe('paid');
    expect(hit!.amount).toBe(mini.pool);
  });
});
