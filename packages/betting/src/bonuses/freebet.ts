import { splitLegs } from './bonus-leg';
import type { BonusLeg, BonusUnfitReason, UnfitLeg } from './bonus-leg';

/** The three freebet variants (SPEC §3 Freebet variants). */
export type FreebetVariant = 'freebet_no_risk' | 'freebet_all_win' | 'freebet_only_win';

/** The rules of a freebet (SPEC §3 Freebet): odds bounds, prematch or live, how many selections. */
export interface FreebetTerms {
  min_odds: number | null;
  max_odds: number | null;
  match_status: 'prematch' | 'live' | 'all';
  selection_count_from: number;
  selection_count_to: number;
}

/** How a freebet fits a bet: selections that fit, those that do not and why, and the bet's own reason. */
export interface FreebetFit {
  suitable: string[];
  unfit: UnfitLeg[];
  betReason: BonusUnfitReason | null;
}

function legReason(terms: FreebetTerms, leg: BonusLeg): BonusUnfitReason | null {
  if (terms.match_status === 'prematch' && leg.live) return 'live_not_allowed';
  if (terms.match_status === 'live' && !leg.live) return 'prematch_not_allowed';
  return null;
}

/**
 * Whether a freebet fits a bet: a single or a combo (a system or custom bet can return less than its stake,
 * which the variants' stake-or-profit split does not cover), every selection's match status allowed, the
 * selection count within selection_count_from..to, and the bet's total odds within min_odds..max_odds (the odds
 * the bet is paid at, so a combo of short legs may reach a freebet's minimum).
 */
export function freebetFit(
  terms: FreebetTerms,
  legs: readonly BonusLeg[],
  totalOdds: number,
  singleOrCombo: boolean,
): FreebetFit {
  const { suitable, unfit } = splitLegs(legs, (leg) => legReason(terms, leg));
  let betReason: BonusUnfitReason | null = singleOrCombo
    ? (unfit[0]?.reason ?? null)
    : 'bet_type_not_allowed';
  if (betReason === null) {
    if (legs.length < terms.selection_count_from) betReason = 'too_few_selections';
    else if (legs.length > terms.selection_count_to) betReason = 'too_many_selections';
    else if (terms.min_odds !== null && totalOdds < terms.min_odds) betReason = 'odds_below_minimum';
    else if (terms.max_odds !== null && totalOdds > terms.max_odds) betReason = 'odds_above_maximum';
  }
  return { suitable, unfit, betReason };
}

/** What a settled freebet bet pays in real money, and whether the freebet itself is given back. */
export interface FreebetPayout {
  /** Minor units credited to the player's balance. */
  credit: number;
  /** The bet was void as a whole: the freebet is returned to the player unused, nothing is paid. */
  freebetReturned: boolean;
}

/**
 * What a freebet bet pays once settled (SPEC §3 Freebet variants; docs/decisions bonus maths). The freebet's
 * stake was never the player's money, so `settledReturn` (what the bet returns, stake included, void legs at
 * odds 1, in minor units; a single or combo returns 0 or at least its stake) is split into stake and profit:
 * - freebet_all_win: a win pays stake and profit (the whole return);
 * - freebet_only_win: a win pays the profit only (return − stake);
 * - freebet_no_risk: a win pays the profit only, and a loss gives the stake back as real money;
 * - a bet void as a whole pays nothing and gives the freebet back.
 */
export function freebetPayout(
  variant: FreebetVariant,
  stake: number,
  settledReturn: number,
  allVoid: boolean,
): FreebetPayout {
  if (allVoid) return { credit: 0, freebetReturned: true };
  const profit = Math.max(settledReturn - stake, 0);
  if (settledReturn === 0)
    return { credit: variant === 'freebet_no_risk' ? stake : 0, freebetReturned: false };
  if (variant === 'freebet_all_win') return { credit: settledReturn, freebetReturned: false };
  return { credit: profit, freebetReturned: false };
}
