import type { Market, OddsAcceptMode, SlipSelection } from '@sportsbook/contract';
import { isStatusAllowed } from '@sportsbook/contract/refs';

/**
 * Whether moving from the accepted odds to `odds` needs the player's consent (SPEC §4 Selection odds updates):
 * in mode none any change does, in higher only a drop does, in any nothing does.
 */
export function needsConsent(acceptedOdds: number, odds: number, mode: OddsAcceptMode): boolean {
  if (mode === 'none') return odds !== acceptedOdds;
  if (mode === 'higher') return odds < acceptedOdds;
  return false;
}

/** The accepted odds after a move to `odds`: they move up in modes higher and any, and stay put in none. */
export function acceptedOddsAfter(acceptedOdds: number, odds: number, mode: OddsAcceptMode): number {
  return mode === 'none' ? acceptedOdds : Math.max(acceptedOdds, odds);
}

/**
 * One outcome's current state as the odds feed knows it: its odds, whether it takes bets, and whether its market
 * is suspended. What the slip's odds bridge sends (`outcomesQuoted`), and what a market's state comes down to.
 */
export interface OutcomeQuote {
  odds: number;
  active: boolean;
  /** The market is not allowed (any status but allowed, suspended included). */
  suspended: boolean;
}

/**
 * A selection after its outcome's state arrived (SPEC §4 Selection odds updates): suspended when its market is
 * suspended, or the outcome is missing (`undefined`) or inactive; new odds only when they differ, with the
 * changed-odds flag and accepted odds set by the accept mode. Returns the same object when nothing moved, so an
 * update that changes nothing re-renders nothing.
 */
export function quoteSelection(
  selection: SlipSelection,
  quote: OutcomeQuote | undefined,
  mode: OddsAcceptMode,
): SlipSelection {
  const isSuspended = quote === undefined || quote.suspended || !quote.active;
  const active = quote?.active ?? false;
  const oddsMoved = quote !== undefined && quote.odds !== selection.odds;
  if (!oddsMoved && isSuspended === selection.isSuspended && active === selection.active) return selection;
  if (!oddsMoved) return { ...selection, isSuspended, active };
  const odds = quote.odds;
  const acceptedOdds = acceptedOddsAfter(selection.acceptedOdds, odds, mode);
  return {
    ...selection,
    odds,
    acceptedOdds,
    isChanged: needsConsent(acceptedOdds, odds, mode),
    isSuspended,
    active,
  };
}

/**
 * A selection after its market's state arrived (SPEC §4 Selection odds updates): its outcome's quote, the
 * market's status standing for every outcome's (quoteSelection).
 */
export function updateSelection(
  selection: SlipSelection,
  market: Market,
  mode: OddsAcceptMode,
): SlipSelection {
  const outcome = market.outcomes.find((candidate) => candidate.id === selection.outcomeId);
  const quote = outcome && {
    odds: outcome.odds,
    active: outcome.active,
    suspended: !isStatusAllowed(market.status),
  };
  return quoteSelection(selection, quote, mode);
}

/** A selection re-judged under a new accept mode: `any` accepts the current odds, others re-check the flag. */
export function rejudgeSelection(selection: SlipSelection, mode: OddsAcceptMode): SlipSelection {
  const acceptedOdds = acceptedOddsAfter(selection.acceptedOdds, selection.odds, mode);
  const isChanged = needsConsent(acceptedOdds, selection.odds, mode);
  if (acceptedOdds === selection.acceptedOdds && isChanged === selection.isChanged) return selection;
  return { ...selection, acceptedOdds, isChanged };
}

/** A selection whose current odds the player accepted. */
export function acceptSelectionOdds(selection: SlipSelection): SlipSelection {
  if (!selection.isChanged && selection.acceptedOdds === selection.odds) return selection;
  return { ...selection, acceptedOdds: selection.odds, isChanged: false };
}
