/** A level as funding reads it (locked in the placement transaction), with its jackpot's terms. */
export interface FundingLevel {
  id: number;
  jackpotId: number;
  currency: string;
  minStake: number;
  seed: number;
  ceiling: number;
  pool: number;
  shareBp: number;
  hitOneIn: number;
  version: number;
}

/** A bet just placed, as funding sees it. A freebet's stake is the house's and funds nothing. */
export interface StakedBet {
  id: number;
  userId: number;
  stake: number;
  currency: string;
  freebet: boolean;
}

/** Decides whether a bet hits a level: the injectable random source of the draw at placement. */
export type HitDraw = (level: { id: number; hitOneIn: number }, betId: number) => boolean;

/** A hit drawn at placement: the level's whole pool at that moment, against the version it was drawn on. */
export interface PlannedHit {
  levelId: number;
  jackpotId: number;
  levelVersion: number;
  betId: number;
  userId: number;
  amount: number;
  currency: string;
}

/** What placing these bets does to the jackpots. */
export interface FundingPlan {
  /** Each touched level's pool and version after the bets, beside the version it was read at. */
  levels: { id: number; pool: number; version: number; readVersion: number }[];
  contributions: { betId: number; levelId: number; amount: number }[];
  hits: PlannedHit[];
  /** Bets that took part in a jackpot (`used_in_jackpot`). */
  qualifying: number[];
}

/** A share of a stake in basis points, rounded down to the minor unit (the remainder stays with the house). */
export function shareOf(stake: number, shareBp: number): number {
  return Number((BigInt(stake) * BigInt(shareBp)) / 10_000n);
}

/** Whether a bet takes part in a level's jackpot: money (not a freebet), the jackpot's currency, its minimum. */
export function qualifies(bet: StakedBet, level: Pick<FundingLevel, 'currency' | 'minStake'>): boolean {
  return !bet.freebet && bet.currency === level.currency && bet.stake >= level.minStake;
}

/**
 * Funds the levels with the bets, in the order given (their ids), and draws each qualifying bet against each
 * level after its own share went in. A level takes `shareOf(stake)` but never grows past its ceiling (the bet
 * then pays in only what fits); a hit wins the pool as it stands and the level restarts at its seed with the
 * next version. Pure: the caller reads the levels under lock and writes the plan in the same transaction.
 */
export function planFunding(
  levels: readonly FundingLevel[],
  bets: readonly StakedBet[],
  draw: HitDraw,
): FundingPlan {
  const state = new Map(levels.map((level) => [level.id, { ...level, readVersion: level.version }]));
  const plan: FundingPlan = { levels: [], contributions: [], hits: [], qualifying: [] };
  const touched = new Set<number>();
  for (const bet of bets) {
    let took = false;
    for (const level of state.values()) {
      if (!qualifies(bet, level)) continue;
      took = true;
      touched.add(level.id);
      const amount = Math.min(shareOf(bet.stake, level.shareBp), Math.max(0, level.ceiling - level.pool));
      if (amount > 0) {
        level.pool += amount;
        plan.contributions.push({ betId: bet.id, levelId: level.id, amount });
      }
      if (!draw(level, bet.id)) continue;
      plan.hits.push({
        levelId: level.id,
        jackpotId: level.jackpotId,
        levelVersion: level.version,
        betId: bet.id,
        userId: bet.userId,
        amount: level.pool,
        currency: level.currency,
      });
      level.pool = level.seed;
      level.version += 1;
    }
    if (took) plan.qualifying.push(bet.id);
  }
  for (const id of touched) {
    const level = state.get(id)!;
    plan.levels.push({ id, pool: level.pool, version: level.version, readVersion: level.readVersion });
  }
  return plan;
}

/** The levels as a plan leaves them: each touched level at its planned pool and version, the others as read. */
export function levelsAfter(
  levels: readonly FundingLevel[],
  plan: Pick<FundingPlan, 'levels'>,
): FundingLevel[] {
  const moved = new Map(plan.levels.map((level) => [level.id, level]));
  return levels.map((level) => {
    const next = moved.get(level.id);
    return next ? { ...level, pool: next.pool, version: next.version } : level;
  });
}
