import type { MatchState, PeriodState, Side } from '../match-state';
import type { WorldMatch, WorldTeam } from '../world';

/**
 * What the pricing reads of a match's state: the score and time left always, the rest when the feed knows it
 * (a missing field means no information: no periods, no game, no server, no drift).
 */
export type PricingState = Pick<MatchState, 'homeScore' | 'awayScore' | 'remaining'> & Partial<MatchState>;

/** A pricing state with the unknown fields filled with "no information". */
export interface KnownState {
  homeScore: number;
  awayScore: number;
  remaining: number;
  periods: PeriodState[];
  game: PeriodState | null;
  server: Side | null;
  drift: number;
  /** Not started yet: the state is the prematch one. */
  prematch: boolean;
}

/** Fills the fields a pricing state may lack and clamps the time left to [0, 1]. */
export function knownState(state: PricingState): KnownState {
  const remaining = Math.min(1, Math.max(0, state.remaining));
  return {
    homeScore: state.homeScore,
    awayScore: state.awayScore,
    remaining,
    periods: state.periods ?? [],
    game: state.game ?? null,
    server: state.server ?? null,
    drift: state.drift ?? 0,
    prematch:
      remaining >= 1 && state.homeScore === 0 && state.awayScore === 0 && (state.periods ?? []).length === 0,
  };
}

/** The two sides with the feed's drift applied: home's attack up by (1 + drift) and its defence down by it. */
export function sidesWithDrift(match: WorldMatch, drift: number): { home: WorldTeam; away: WorldTeam } {
  return {
    home: {
      ...match.home,
      attack: match.home.attack * (1 + drift),
      defence: match.home.defence / (1 + drift),
    },
    away: match.away,
  };
}

/**
 * One number for a side's quality: attack over defence (defence is goals conceded against an average side, so
 * lower is better); about 0.65 to 1.55 in the generated world, 1 for an average side.
 */
export function quality(team: WorldTeam): number {
  return team.attack / team.defence;
}
