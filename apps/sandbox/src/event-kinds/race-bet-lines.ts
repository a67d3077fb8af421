import type {
  BetRaceBet,
  BetResult,
  BetSelection,
  Market,
  OddsAcceptMode,
  Outcome,
  PlaceBetItem,
  PlaceBetSelection,
} from '@sportsbook/contract';
import { PlaceBetCode, raceMarketIds } from '@sportsbook/contract';
import {
  eachWaySettledReturn,
  forecastOutcomeId,
  forecastRunners,
  needsConsent,
  reverseForecastSettledReturn,
} from '@sportsbook/betting';
import type { LineResult, MinorUnits, Odds } from '@sportsbook/betting';
import type { SportsbookCatalogue } from '../sportsbook/catalogue/sportsbook-catalogue';
import { refusal } from '../sportsbook/bets/bet-errors';
import type { BetRefusal } from '../sportsbook/bets/bet-errors';

/** The lines of a two-line race bet: each-way and a reverse forecast place two at the line stake. */
export const RACE_BET_LINES = 2;

/**
 * A two-line race bet is a single (issue 17), and its stake is both lines' at one line stake: a whole even
 * number of minor units. Null when the bet is fine, or is no race bet.
 */
export function raceBetShapeRefusal(item: PlaceBetItem, type: string): BetRefusal | null {
  if (!item.selections.some((selection) => selection.race_bet)) return null;
  if (type !== 'single')
    return refusal(PlaceBetCode.NOT_COMBINABLE, { reason: 'race_bet', single_only: true });
  if (item.stake.value % RACE_BET_LINES !== 0)
    return refusal(PlaceBetCode.NOT_COMBINABLE, { reason: 'race_bet', lines: RACE_BET_LINES });
  return null;
}

/**
 * The second line of a race selection placed as each-way or a reverse forecast, checked against the book:
 * each-way on a Win outcome of a race whose card offers each-way (at the card's terms), a reverse forecast on a
 * straight forecast whose other order is offered, at odds the accept mode takes.
 */
export function resolveRaceBet(
  catalogue: SportsbookCatalogue,
  item: PlaceBetSelection,
  market: Market,
  outcome: Outcome,
  mode: OddsAcceptMode,
  where: Record<string, unknown>,
): BetRaceBet | BetRefusal | undefined {
  const raceBet = item.race_bet;
  if (!raceBet) return undefined;
  const refused = (reason: string) => refusal(PlaceBetCode.NOT_COMBINABLE, { ...where, reason });
  if (item.event_kind !== 'race') return refused('race_bet');
  if (raceBet.kind === 'each_way') {
    const terms = catalogue.match(item.match_id)?.race?.each_way;
    if (market.id !== raceMarketIds.win || !terms) return refused('each_way_not_offered');
    return { kind: 'each_way', places: terms.places, fraction: terms.fraction };
  }
  if (market.id !== raceMarketIds.forecast) return refused('reverse_forecast_not_offered');
  const [first, second] = forecastRunners(outcome.id);
  const other = market.outcomes.find((candidate) => candidate.id === forecastOutcomeId(second, first));
  if (!other?.active) return refusal(PlaceBetCode.MARKET_SUSPENDED, { ...where, reason: 'reverse_order' });
  if (needsConsent(raceBet.reverse_odds, other.odds, mode))
    return refusal(PlaceBetCode.INVALID_ODDS, {
      ...where,
      odds: raceBet.reverse_odds,
      current_odds: other.odds,
    });
  return { kind: 'reverse_forecast', outcome: { id: other.id, name: other.name }, odds: other.odds };
}

/** One line a stored selection settles on. */
export interface SettlementLine {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: number;
}

/**
 * The lines a stored selection settles on, in order: its own; then each-way's place line (the Place market at
 * the each-way places) or a reverse forecast's other order.
 */
export function settlementLines(selection: BetSelection): SettlementLine[] {
  const own = {
    matchId: selection.match.id,
    marketId: selection.market.id,
    specifier: selection.specifier,
    outcomeId: selection.outcome.id,
  };
  const raceBet = selection.race_bet;
  if (!raceBet) return [own];
  if (raceBet.kind === 'each_way')
    return [own, { ...own, marketId: raceMarketIds.place, specifier: `places=${raceBet.places}` }];
  return [own, { ...own, outcomeId: raceBet.outcome.id }];
}

function selectionStatus(raceBet: BetRaceBet, main: LineResult, second: LineResult) {
  if (main === 'void' || second === 'void') return 'void' as const;
  if (main === 'won') return 'won' as const;
  if (second === 'won') return raceBet.kind === 'each_way' ? ('half_won' as const) : ('won' as const);
  return 'lost' as const;
}

/**
 * Settles a two-line race bet (a single whose selection carries `race_bet`) on its two lines' results, each
 * line on its own at half the stake (the engine's eachWaySettledReturn, reverseForecastSettledReturn).
 */
export function settleRaceBet(
  bet: { stake: number; selections: readonly BetSelection[] },
  results: readonly LineResult[],
): { result: BetResult; winAmount: number; selections: BetSelection[] } {
  const selection = bet.selections[0]!;
  const raceBet = selection.race_bet!;
  const [main, second] = [results[0]!, results[1] ?? results[0]!];
  const unit = (bet.stake / RACE_BET_LINES) as MinorUnits;
  const winAmount =
    raceBet.kind === 'each_way'
      ? eachWaySettledReturn(unit, selection.odds as Odds, raceBet, main, second)
      : reverseForecastSettledReturn(unit, [
          { odds: selection.odds as Odds, result: main },
          { odds: raceBet.odds as Odds, result: second },
        ]);
  const voids = [main, second].filter((result) => result === 'void').length;
  let result: BetResult;
  if (voids === 2) result = 'refund_entire';
  else if (voids === 1)
    result = winAmount > bet.stake / 2 ? 'refund_half_win_other' : 'refund_half_lose_other';
  else result = winAmount > 0 ? 'win_entire' : 'lose_entire';
  return {
    result,
    winAmount,
    selections: [{ ...selection, status: selectionStatus(raceBet, main, second) }],
  };
}
