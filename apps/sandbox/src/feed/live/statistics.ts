import type { Match } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import type { SportFormat } from '../match-state';
import { inningLabel } from './innings';
import type { LiveMatch } from './live-match';
import { clockText, ordinal } from './ordinal';
import { timedPeriodLabel } from './timed';

type Statistics = Match['statistics'];
type PeriodScoreView = Statistics['period_scores'][number];

/** Tennis points as the scoreboard shows them: 0, 15, 30, 40 and 50 for advantage. */
const tennisPoints = [0, 15, 30, 40, 50] as const;

/** The statistics of a match that has not started: no clock, no score, its regulation periods. */
export function prematchStatistics(format: SportFormat | undefined): Statistics {
  return {
    clock: null,
    total_score: null,
    game_score: null,
    current_server: null,
    period_scores: [],
    max_period_number: format?.periods ?? null,
  };
}

function periodScore(live: LiveMatch, index: number): PeriodScoreView {
  const { home, away } = live.state.periods[index]!;
  const number = index + 1;
  const { scoring, periodType } = live.format;
  if (scoring === 'runs') return { home, away, ...labelOf(inningLabel(number)), number, type: 'inning' };
  if (scoring === 'sets' || scoring === 'maps') {
    const word = scoring === 'sets' ? 'set' : 'map';
    const name = scoring === 'sets' ? `${ordinal(number)} set` : `Map ${number}`;
    return { home, away, period_key: `${word}_${number}`, name, number, type: periodType };
  }
  const label = timedPeriodLabel(live, number);
  return { home, away, ...labelOf(label), number, type: label.overtime ? 'overtime' : periodType };
}

function labelOf(label: { key: string; name: string }) {
  return { period_key: label.key, name: label.name };
}

function clockOf(live: LiveMatch): Statistics['clock'] {
  const { state, format } = live;
  if (format.periodMinutes === null || state.clockMs === null) return null;
  return {
    match_time: clockText(state.clockMs),
    stoppage_time: state.stoppageMs === null ? null : clockText(state.stoppageMs),
    remaining_time: format.clockCountsDown
      ? clockText(Math.max(0, live.periodLengthMs - live.periodMs))
      : null,
    stopped: state.clockStopped || state.status !== MatchStatus.live,
    updated_at: new Date(live.clockUpdatedAt).toISOString(),
  };
}

function gameScore(live: LiveMatch): Statistics['game_score'] {
  const { state, format } = live;
  if (live.endedAt !== null || state.game === null || format.scoring !== 'sets') return null;
  if (live.sportKey !== 'tennis' || live.tiebreak) return { ...state.game };
  return { home: tennisPoints[state.game.home] ?? 0, away: tennisPoints[state.game.away] ?? 0 };
}

/** The scoreboard of a match under way or over: clock, total and game score, server, period scores. */
export function liveStatistics(live: LiveMatch): Statistics {
  const { state, format } = live;
  return {
    clock: clockOf(live),
    total_score: { home: state.homeScore, away: state.awayScore },
    game_score: gameScore(live),
    current_server: live.endedAt === null ? state.server : null,
    period_scores: state.periods.map((_, index) => periodScore(live, index)),
    max_period_number: Math.max(format.periods, state.periods.length),
  };
}
