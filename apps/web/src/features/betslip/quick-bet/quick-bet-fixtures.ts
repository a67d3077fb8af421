import { createSlipSelection } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract/refs';
import { matchWith } from '../testing/slip-fixtures';
import { slipSelectionInput } from '../use-slip-selection';

/** The slip selection of outcome `outcomeIndex` of live match `id`'s 1X2 market (tests). */
export function liveSelectionOf(id: number, outcomeIndex = 0, odds?: number[]): SlipSelection {
  const { match, market } = matchWith(id, odds);
  const outcome = market.outcomes[outcomeIndex];
  if (!outcome) throw new RangeError(`no outcome ${outcomeIndex}`);
  return createSlipSelection(
    slipSelectionInput({ ...match, status: MatchStatus.live }, market, outcome, outcome.odds, outcome.active),
  );
}
