import type { PeriodState } from '../match-state';
import type { KnownState } from './pricing-state';

/** Where one regulation period (half, quarter, period) stands, as far as the state tells. */
export interface PeriodView {
  /** 1-based period number, for specifiers such as `quarternr=2`. */
  number: number;
  /** Share of this period still to play: 1 before it starts, 0 once it is over. */
  remaining: number;
  /** Its score so far, or null when the state does not say (the market is then not offered). */
  score: PeriodState | null;
}

/**
 * Views of a timed sport's `count` regulation periods from the state: time left in each from the match's
 * share still to play (periods are equal in length), scores from the state's periods or, without them, from
 * what must be true (before the second period every point so far was scored in the first).
 */
export function periodViews(state: KnownState, count: number): PeriodView[] {
  const elapsed = (1 - state.remaining) * count;
  return Array.from({ length: count }, (_, index) => {
    // NOTE: a later period under way closes this one, even when overtime stretches the clock's share.
    const remaining = state.periods.length > index + 1 ? 0 : Math.min(1, Math.max(0, index + 1 - elapsed));
    return { number: index + 1, remaining, score: periodScore(state, index, remaining) };
  });
}

function periodScore(state: KnownState, index: number, remaining: number): PeriodState | null {
  if (remaining >= 1 && state.periods.length <= index) return { home: 0, away: 0 };
  const known = state.periods[index];
  if (known) return known;
  if (state.periods.length < index) return null;
  // NOTE: the earlier periods are all known, so this one holds the rest of the score.
  const before = state.periods.slice(0, index);
  if (before.length !== index) return null;
  return {
    home: state.homeScore - before.reduce((sum, period) => sum + period.home, 0),
    away: state.awayScore - before.reduce((sum, period) => sum + period.away, 0),
  };
}
