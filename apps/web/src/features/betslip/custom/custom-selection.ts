import { createSlipSelection } from '@sportsbook/betting';
import type { Market, Match, Outcome, SlipSelection } from '@sportsbook/contract';
import { slipSelectionInput } from '../use-slip-selection';

/** A bet-builder pick as the slip holds it: a custom selection at the odds the market shows now. */
export function customSlipSelection(match: Match, market: Market, outcome: Outcome): SlipSelection {
  const input = slipSelectionInput(match, market, outcome, outcome.odds, outcome.active);
  return createSlipSelection({ ...input, type: 'custom' });
}

/** One pick of the bet builder: a line of the match and one of its outcomes. */
export interface BuilderPick {
  market: Market;
  outcome: Outcome;
}

/**
 * The picks after the player taps `outcome` of `market`: the same outcome again takes it off, another outcome
 * of a line already picked replaces it (the server prices one leg per market), anything else is added.
 */
export function togglePick(picks: readonly BuilderPick[], market: Market, outcome: Outcome): BuilderPick[] {
  const same = picks.find((pick) => pick.market.id === market.id);
  const rest = picks.filter((pick) => pick.market.id !== market.id);
  if (same && same.market.specifier === market.specifier && same.outcome.id === outcome.id) return rest;
  return [...rest, { market, outcome }];
}
