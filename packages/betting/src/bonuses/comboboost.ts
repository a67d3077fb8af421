import { splitLegs } from './bonus-leg';
import type { BonusLeg, BonusUnfitReason, UnfitLeg } from './bonus-leg';

/** One step of a comboboost ladder: combos of min_count..max_count selections get bonus_odds (SPEC §3). */
export interface ComboboostRange {
  min_count: number;
  max_count: number;
  bonus_odds: number;
}

/** Which events a comboboost covers; an empty list covers every one (SPEC §3 Comboboost event_conditions). */
export interface EventConditions {
  sport: readonly number[];
  category: readonly number[];
  tournament: readonly number[];
  event: readonly number[];
}

/** The rules of a comboboost, as issued and as snapshotted on a bet at placement. */
export interface ComboboostTerms {
  min_odds: number;
  ranges: readonly ComboboostRange[];
  event_conditions: EventConditions;
}

/** What a comboboost offers a combo: the selections that fit, those that do not and why, the range it reaches. */
export interface ComboboostFit {
  suitable: string[];
  unfit: UnfitLeg[];
  /** Index into `ranges` of the range the combo's selection count falls in; null when none. */
  rangeIndex: number | null;
  bonusOdds: number | null;
  /** Why the bet as a whole gets no boost; null when it does. */
  betReason: BonusUnfitReason | null;
}

/** The range a number of selections falls in (SPEC §3 Comboboost ranges): its index, or null below or above. */
export function comboboostRangeIndex(ranges: readonly ComboboostRange[], count: number): number | null {
  const index = ranges.findIndex((range) => count >= range.min_count && count <= range.max_count);
  return index === -1 ? null : index;
}

function listed(list: readonly number[], id: number): boolean {
  return list.length === 0 || list.includes(id);
}

/** Why one selection does not count towards a comboboost; null when it does (minimum odds, then the events). */
export function comboboostLegReason(terms: ComboboostTerms, leg: BonusLeg): BonusUnfitReason | null {
  if (leg.odds < terms.min_odds) return 'odds_below_minimum';
  const conditions = terms.event_conditions;
  if (!listed(conditions.sport, leg.sportId)) return 'sport_not_included';
  if (!listed(conditions.category, leg.categoryId)) return 'category_not_included';
  if (!listed(conditions.tournament, leg.tournamentId)) return 'tournament_not_included';
  if (!listed(conditions.event, leg.matchId)) return 'event_not_included';
  return null;
}

/**
 * How a comboboost fits a bet. Only combos are boosted, and every selection must fit: a boost the book pays on a
 * combo padded with legs it does not cover would reward the padding. The range is the one of the selection count.
 */
export function comboboostFit(
  terms: ComboboostTerms,
  legs: readonly BonusLeg[],
  isCombo: boolean,
): ComboboostFit {
  const { suitable, unfit } = splitLegs(legs, (leg) => comboboostLegReason(terms, leg));
  const rangeIndex = comboboostRangeIndex(terms.ranges, legs.length);
  let betReason: BonusUnfitReason | null = null;
  if (!isCombo) betReason = 'not_a_combo';
  else if (unfit.length > 0) betReason = unfit[0]!.reason;
  else if (rangeIndex === null)
    betReason =
      legs.length < Math.min(...terms.ranges.map((range) => range.min_count))
        ? 'too_few_selections'
        : 'too_many_selections';
  const bonusOdds = betReason === null && rangeIndex !== null ? terms.ranges[rangeIndex]!.bonus_odds : null;
  return { suitable, unfit, rangeIndex: betReason === null ? rangeIndex : null, bonusOdds, betReason };
}

/**
 * The boost a settled combo is paid with: the range of the legs that did not void (a void or refunded leg moves
 * the bet down the ladder, and below the first range there is no boost). Null: no boost.
 */
export function settledComboboostOdds(
  ranges: readonly ComboboostRange[],
  legsStanding: number,
): number | null {
  const index = comboboostRangeIndex(ranges, legsStanding);
  return index === null ? null : ranges[index]!.bonus_odds;
}
