import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScoredEntry } from './leaderboard';
import { tournamentPrizes } from './tournament-prizes';

const at = new Date('2026-11-24T12:00:00Z');
const entry = (userId: number, farmedAmount: number): ScoredEntry => ({
  userId,
  email: `p${userId}@sandbox.test`,
  farmedAmount,
  freebetsCount: 0,
  scoredAt: at,
});
const amounts = (prizes: ReturnType<typeof tournamentPrizes>) =>
  Object.fromEntries(prizes.map((prize) => [prize.userId, [prize.position, prize.amount]]));

/** A plain oracle: every place gets its percentage; tied players pool their places' and split them evenly. */
function oracle(scores: number[], pool: number, percents: number[]): Map<number, bigint> {
  const order = scores
    .map((score, index) => ({ score, index }))
    .filter((player) => player.score > 0)
    .sort((a, b) => b.score - a.score);
  const out = new Map<number, bigint>();
  for (const player of order) {
    const first = order.findIndex((other) => other.score === player.score);
    const tied = order.filter((other) => other.score === player.score).length;
    let held = 0n;
    for (let place = first; place < first + tied; place++) held += BigInt(percents[place] ?? 0);
    const amount = (BigInt(pool) * held) / (100n * BigInt(tied));
    if (amount > 0n) out.set(player.index, amount);
  }
  return out;
}

describe('tournament prizes (decision 0020: the pool paid at the end by place, ties share)', () => {
  it('places 1, 2 and 3 take 50, 30 and 20 % of the pool; the fourth wins nothing', () => {
    // 100,030 × 50 % = 50,015; × 30 % = 30,009; × 20 % = 20,006 (all rounded down)
    const prizes = tournamentPrizes(
      [entry(1, 900), entry(2, 700), entry(3, 500), entry(4, 100)],
      100_030,
      [50, 30, 20],
    );
    expect(amounts(prizes)).toEqual({ 1: [1, 50_015], 2: [2, 30_009], 3: [3, 20_006] });
  });

  it('players on equal scores share a position and split the places they hold together (1, 2, 2, 4)', () => {
    // places 2 and 3 hold 30 + 20 = 50 %: each tied player gets ⌊100,030 × 50 / 200⌋ = 25,007
    const prizes = tournamentPrizes(
      [entry(1, 3_000), entry(2, 2_000), entry(3, 2_000), entry(4, 500)],
      100_030,
      [50, 30, 20],
    );
    expect(amounts(prizes)).toEqual({ 1: [1, 50_015], 2: [2, 25_007], 3: [2, 25_007] });
  });

  it('a three-way tie at the top shares all three prizes, rounded down', () => {
    // (50 + 30 + 20) % of 100,000 over three: ⌊100,000 / 3⌋ = 33,333 each, 1 cent stays in the pool
    const prizes = tournamentPrizes(
      [entry(1, 10), entry(2, 10), entry(3, 10), entry(4, 5)],
      100_000,
      [50, 30, 20],
    );
    expect(amounts(prizes)).toEqual({ 1: [1, 33_333], 2: [1, 33_333], 3: [1, 33_333] });
  });

  it('a tie across the last prize shares it with the players past it', () => {
    // place 3 (20 %) and place 4 (nothing) held by two: ⌊100,000 × 20 / 200⌋ = 10,000 each
    const prizes = tournamentPrizes(
      [entry(1, 9), entry(2, 8), entry(3, 5), entry(4, 5)],
      100_000,
      [50, 30, 20],
    );
    expect(amounts(prizes)).toEqual({ 1: [1, 50_000], 2: [2, 30_000], 3: [3, 10_000], 4: [3, 10_000] });
  });

  it('a player who farmed nothing wins nothing, and fewer players than prizes leave the rest in the pool', () => {
    const prizes = tournamentPrizes([entry(1, 0), entry(2, 400)], 100_000, [50, 30, 20]);
    expect(amounts(prizes)).toEqual({ 2: [1, 50_000] });
    expect(tournamentPrizes([], 100_000, [50, 30, 20])).toEqual([]);
  });

  it('matches the oracle to the minor unit and never pays more than the pool', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 5 }),
        (scores, pool, raw) => {
          const total = raw.reduce((sum, percent) => sum + percent, 0);
          // Percentages that add up to 100 at most, as a tournament's terms do.
          const percents = total > 100 ? raw.map((percent) => Math.floor((percent * 100) / total)) : raw;
          const prizes = tournamentPrizes(
            scores.map((score, index) => entry(index, score)),
            pool,
            percents,
          );
          const expected = oracle(scores, pool, percents);
          expect(new Map(prizes.map((prize) => [prize.userId, BigInt(prize.amount)]))).toEqual(expected);
          const paid = prizes.reduce((sum, prize) => sum + BigInt(prize.amount), 0n);
          expect(paid <= BigInt(pool)).toBe(true);
        },
      ),
    );
  });
});
