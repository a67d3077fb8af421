/**
 * One selection of a bet as the bonus rules see it: its key (the slip's outcome key), its odds and where it
 * stands in the catalogue. The server builds these from its book; the rules never read a client's claim.
 */
export interface BonusLeg {
  key: string;
  odds: number;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  matchId: number;
  /** The match is in play (SPEC §3 Match status live). */
  live: boolean;
}

/**
 * Why a selection, or a whole bet, does not fit a bonus. The slip shows one sentence per reason, so a player
 * sees what to change ("odds under 1.30", "live not allowed").
 */
export type BonusUnfitReason =
  | 'odds_below_minimum'
  | 'odds_above_maximum'
  | 'sport_not_included'
  | 'category_not_included'
  | 'tournament_not_included'
  | 'event_not_included'
  | 'live_not_allowed'
  | 'prematch_not_allowed'
  | 'too_few_selections'
  | 'too_many_selections'
  | 'not_a_combo'
  | 'bet_type_not_allowed'
  | 'currency_not_allowed'
  | 'two_line_bet';

/** A selection that does not fit, and why. */
export interface UnfitLeg {
  key: string;
  reason: BonusUnfitReason;
}

/** The selections that fit (their keys) and those that do not, each with the first reason `reasonOf` gives. */
export function splitLegs(
  legs: readonly BonusLeg[],
  reasonOf: (leg: BonusLeg) => BonusUnfitReason | null,
): { suitable: string[]; unfit: UnfitLeg[] } {
  const suitable: string[] = [];
  const unfit: UnfitLeg[] = [];
  for (const leg of legs) {
    const reason = reasonOf(leg);
    if (reason) unfit.push({ key: leg.key, reason });
    else suitable.push(leg.key);
  }
  return { suitable, unfit };
}
