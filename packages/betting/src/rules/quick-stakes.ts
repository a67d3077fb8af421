import type { MinorUnits } from '../units';

/** What is wrong with one quick stake (SPEC §3 Settings `stakes`, §5 stake limits). */
export type QuickStakeProblem =
  'stake_not_positive' | 'below_min_stake' | 'above_max_stake' | 'duplicate_stake';

/** The bounds a player's quick stakes must keep: the book's limits in their currency and the site's count. */
export interface QuickStakeRules {
  minStake: MinorUnits;
  maxStake: MinorUnits;
  /** How many quick stakes the site lets a player keep. */
  count: number;
}

/**
 * The problem of each quick stake, in order (null where it is fine): a quick stake must be a whole, positive
 * number of minor units within the minimum and maximum stake, and no amount may repeat (the second is flagged).
 */
export function quickStakeProblems(
  stakes: readonly number[],
  rules: QuickStakeRules,
): (QuickStakeProblem | null)[] {
  return stakes.map((stake, index) => {
    if (!Number.isSafeInteger(stake) || stake <= 0) return 'stake_not_positive';
    if (stake < rules.minStake) return 'below_min_stake';
    if (stake > rules.maxStake) return 'above_max_stake';
    if (stakes.indexOf(stake) < index) return 'duplicate_stake';
    return null;
  });
}

/** Whether `stakes` may be kept as the player's quick stakes: at most the site's count, each without a problem. */
export function quickStakesAllowed(stakes: readonly number[], rules: QuickStakeRules): boolean {
  return (
    stakes.length <= rules.count && quickStakeProblems(stakes, rules).every((problem) => problem === null)
  );
}
