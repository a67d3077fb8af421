import type { EventKind, MatchStatusValue, SlipSelection } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract/refs';

/** What a slip selection is on: the kind its event details name, else a match. */
export function eventKindOf(selection: Pick<SlipSelection, 'event'>): EventKind {
  return selection.event?.kind ?? 'match';
}

/**
 * When bets on a selection's event close, in ms since the epoch: a race at the off, a draw at its draw time,
 * an outright at its end date; null for a match, whose status alone says whether it takes bets (it does live).
 */
export function bettingClosesAt(selection: Pick<SlipSelection, 'event'>): number | null {
  const { event } = selection;
  if (!event) return null;
  if (event.kind === 'race') return Date.parse(event.offTime);
  if (event.kind === 'draw') return Date.parse(event.drawTime);
  return Date.parse(event.endDate);
}

/** Whether betting on the selection's event has closed at `now` (bets close at the off or the draw). */
export function isClosedForBetting(selection: Pick<SlipSelection, 'event'>, now: number): boolean {
  const closesAt = bettingClosesAt(selection);
  return closesAt !== null && now >= closesAt;
}

/**
 * Whether a status closes betting on the selection's event: races and draws take no bets once under way
 * (running, balls coming out), unlike a live match or a live outright (a season being played).
 */
export function isClosedByStatus(selection: Pick<SlipSelection, 'event'>, status: MatchStatusValue): boolean {
  const kind = eventKindOf(selection);
  return (kind === 'race' || kind === 'draw') && status !== MatchStatus.prematch;
}

/** The saddle-cloth numbers a race selection names (one for Win or Place, two for a forecast); else none. */
export function runnerNumbersOf(selection: Pick<SlipSelection, 'event'>): number[] {
  return selection.event?.kind === 'race' ? selection.event.runners.map((runner) => runner.number) : [];
}
