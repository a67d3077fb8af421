import type { Bet, SlipBet, SlipRaceBet, SlipSelection } from '@sportsbook/contract';
import { raceMarketIds } from '@sportsbook/contract/refs';
import { applyBonus } from '../rules/bonus-choice';
import type { SlipBonus } from '../rules/bonus-choice';
import { afterBetEdit } from '../ticket/settle';
import type { TicketState } from '../ticket/state';
import { safeMinorUnits } from '../units';
import type { MinorUnits, Odds } from '../units';
import { eachWayReturn, reverseForecastReturn } from './race-bets';

/** The two-line race bet a slip bet places, if any: each-way or reverse forecast is a single's alone. */
export function raceBetOf(bet: Pick<SlipBet, 'betType' | 'selections'>): SlipRaceBet | null {
  if (bet.betType !== 'single' || bet.selections.length !== 1) return null;
  return bet.selections[0]!.raceBet ?? null;
}

/** How many lines a slip bet places at its stake: two for each-way and reverse forecast, else one. */
export function betLines(bet: Pick<SlipBet, 'betType' | 'selections'>): 1 | 2 {
  return raceBetOf(bet) ? 2 : 1;
}

/** What a slip bet costs: its stake once per line (a two-line bet's stake field is the line stake). */
export function betOutlay(bet: Pick<SlipBet, 'betType' | 'selections' | 'stake'>): MinorUnits {
  return safeMinorUnits(BigInt(bet.stake) * BigInt(betLines(bet)));
}

/**
 * The most a two-line bet returns, or null for a one-line bet: each-way when the runner wins (both lines), a
 * reverse forecast when the dearer of its two orders comes in (one line).
 */
export function twoLinePotentialWin(
  bet: Pick<SlipBet, 'betType' | 'selections' | 'stake'>,
): MinorUnits | null {
  const raceBet = raceBetOf(bet);
  if (!raceBet) return null;
  const selection = bet.selections[0]!;
  const unit = bet.stake as MinorUnits;
  if (raceBet.kind === 'each_way') return eachWayReturn(unit, selection.odds as Odds, raceBet, 'won');
  return reverseForecastReturn(unit, Math.max(selection.odds, raceBet.reverseOdds) as Odds);
}

/**
 * Whether a race selection can carry the two-line bet (issue 17): each-way on a Win selection of a race whose
 * card offers each-way terms (and at those terms), a reverse forecast on a straight forecast.
 */
export function offersRaceBet(selection: SlipSelection, raceBet: SlipRaceBet): boolean {
  const { event } = selection;
  if (event?.kind !== 'race') return false;
  if (raceBet.kind === 'reverse_forecast') return selection.marketId === raceMarketIds.forecast;
  return (
    selection.marketId === raceMarketIds.win &&
    event.eachWay?.places === raceBet.places &&
    event.eachWay.fraction === raceBet.fraction
  );
}

/**
 * The player chose each-way or a reverse forecast on a race selection, or went back to one line (null): the
 * selection carries it while its bet is a single; ignored while placing or when the selection cannot carry it.
 */
export function chooseRaceBet(
  state: TicketState,
  selectionId: string,
  raceBet: SlipRaceBet | null,
): TicketState {
  if (state.inProgress) return state;
  const index = state.bets.findIndex((bet) => bet.selections.some((s) => s.id === selectionId));
  const bet = state.bets[index];
  if (!bet || bet.betType !== 'single') return state;
  const selection = bet.selections[0]!;
  if (raceBet !== null && !offersRaceBet(selection, raceBet)) return state;
  const { raceBet: _dropped, ...oneLine } = selection;
  const chosen: SlipSelection = raceBet === null ? oneLine : { ...oneLine, raceBet };
  const edited: SlipBet = { ...bet, selections: [chosen] };
  // A bonus does not apply to two lines: choosing them drops it (a freebet's stake goes with it).
  const next = raceBet === null ? edited : applyBonus(edited, null);
  const bets = state.bets.map((candidate, i) => (i === index ? next : candidate));
  return afterBetEdit(state, bets);
}

/**
 * A bonus does not apply to a two-line race bet (decision 0015): a freebet stakes one amount and a comboboost
 * boosts combos, neither says how to split over each-way's or a reverse forecast's two lines. The bonus a bet may
 * take: none while it is two lines, else the one offered or chosen.
 */
export function bonusForLines(
  bet: Pick<SlipBet, 'betType' | 'selections'>,
  bonus: SlipBonus | null,
): SlipBonus | null {
  return raceBetOf(bet) ? null : bonus;
}

/**
 * What a placed, open two-line race bet pays at best (My Bets), or null for any other bet: each-way if the
 * runner wins (both lines), a reverse forecast if its dearer order comes in; at half the stake per line.
 */
export function placedTwoLineReturn(bet: Bet): MinorUnits | null {
  const selection = bet.selections.length === 1 ? bet.selections[0]! : null;
  const raceBet = selection?.race_bet;
  if (!selection || !raceBet || bet.type !== 'single') return null;
  const unit = (bet.stake.value / 2) as MinorUnits;
  if (raceBet.kind === 'each_way') return eachWayReturn(unit, selection.odds as Odds, raceBet, 'won');
  return reverseForecastReturn(unit, Math.max(selection.odds, raceBet.odds) as Odds);
}
