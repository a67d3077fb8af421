import type { MatchStatusValue } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import type { z } from 'zod';
import type { LiveMatch } from '../feed/live/live-match';
import { endMatch, startPeriod, suspendMain } from '../feed/live/live-match';
import { timedStage } from '../feed/live/timed';
import { clockText, ordinal } from '../feed/live/ordinal';
import { createRandom } from '../feed/random';
import { newFixture } from '../feed/schedule';
import type { WorldMatch } from '../feed/world';
import { ApiError } from '../http/api-error';
import type { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import type { ClockBody, CreateMatchBody, ScoreBody } from './schemas';

/** Team ids of teams named through the control API, clear of the generated ones. */
let nextTeamId = 900_000;

/** The world's match behind an id, or 404. */
export function matchOr404(catalogue: MatchCatalogue, id: number): WorldMatch {
  const match = catalogue.worldMatch(id);
  if (!match) throw new ApiError(404, 'not_found', `No match with id ${id}`, { id });
  return match;
}

/** The match's live record, or 409 when it has not started. */
export function liveOr409(catalogue: MatchCatalogue, match: WorldMatch): LiveMatch {
  const live = catalogue.live.record(match.id);
  if (!live) throw new ApiError(409, 'conflict', `Match ${match.id} has not started`, { id: match.id });
  return live;
}

/** Creates a fixture; it kicks off at its start time unless held. */
export function createMatch(
  catalogue: MatchCatalogue,
  body: z.infer<typeof CreateMatchBody>,
  now: number,
): WorldMatch {
  const sport = catalogue.world.sports.find((candidate) => candidate.key === body.sport_key);
  if (!sport)
    throw new ApiError(404, 'not_found', `No sport ${body.sport_key}`, { sport_key: body.sport_key });
  const leagues = catalogue.world.leagues.filter((league) => league.sportId === sport.id);
  const league = body.tournament_id
    ? leagues.find((candidate) => candidate.id === body.tournament_id)
    : leagues[0];
  if (!league) {
    throw new ApiError(404, 'not_found', `No tournament ${body.tournament_id ?? ''} in ${sport.key}`, {
      tournament_id: body.tournament_id ?? null,
    });
  }
  const id = catalogue.live.nextId();
  const random = createRandom(id);
  const named = (name: string) => ({ id: nextTeamId++, name, attack: 1, defence: 1 });
  const teams = body.home && body.away ? { home: named(body.home), away: named(body.away) } : undefined;
  const startTime = body.start_time ? Date.parse(body.start_time) : now + 3_600_000;
  const match = newFixture(catalogue.world, league, id, startTime, random, teams);
  if (!match) throw new ApiError(409, 'conflict', `Tournament ${league.id} has no teams; name them`, {});
  if (!body.autoplay) catalogue.live.playByHand(id);
  catalogue.addMatch(match);
  return match;
}

/** Kicks a match off now, whatever its start time was. */
export function startMatch(catalogue: MatchCatalogue, match: WorldMatch, now: number): LiveMatch {
  const status = catalogue.live.status(match.id);
  if (status !== MatchStatus.prematch) {
    throw new ApiError(409, 'conflict', `Match ${match.id} has already started`, { id: match.id, status });
  }
  catalogue.reschedule(match, now);
  return catalogue.live.kickOff(match, now);
}

function clockMs(text: string): number {
  const [minutes, seconds] = text.split(':').map(Number);
  return (minutes! * 60 + seconds!) * 1000;
}

/** Sets a timed match's clock (and period); play goes on from there. */
export function setClock(live: LiveMatch, body: z.infer<typeof ClockBody>, now: number): void {
  const { format } = live;
  if (format.periodMinutes === null) {
    throw new ApiError(409, 'conflict', `${live.sportKey} has no match clock`, { sport_key: live.sportKey });
  }
  if (live.endedAt !== null) throw new ApiError(409, 'conflict', 'The match is over', { id: live.matchId });
  const periodLength = format.periodMinutes * 60_000;
  const time = clockMs(body.match_time);
  const period = body.period ?? Math.min(format.periods, Math.floor(time / periodLength) + 1);
  if (period > format.periods) {
    throw new ApiError(400, 'validation_failed', `${live.sportKey} has ${format.periods} periods`, {
      issues: [{ location: 'body', path: 'period', message: `At most ${format.periods}` }],
    });
  }
  while (live.state.periods.length < period) startPeriod(live, now, '');
  live.period = period;
  live.breakUntil = 0;
  live.clockBaseMs = (period - 1) * periodLength;
  live.periodLengthMs = periodLength;
  live.periodMs = Math.max(0, time - live.clockBaseMs);
  live.state.clockMs = live.clockBaseMs + live.periodMs;
  live.state.stoppageMs = null;
  live.announcedClockMs = live.state.clockMs;
  live.state.clockStopped = body.stopped ?? false;
  live.clockUpdatedAt = now;
  live.stage = timedStage(live, period);
}

/** Sets the score (and period scores, game points, server) and suspends the main markets as a goal would. */
export function setScore(live: LiveMatch, body: z.infer<typeof ScoreBody>, now: number): void {
  const { state } = live;
  state.homeScore = body.home;
  state.awayScore = body.away;
  if (body.periods) {
    const { format } = live;
    const count = body.periods.length;
    if (format.periodMinutes !== null && count !== live.period && count <= format.periods) {
      // NOTE: a timed match moved to another period restarts that period's clock.
      setClock(live, { match_time: clockText((count - 1) * format.periodMinutes * 60_000) }, now);
    }
    state.periods = body.periods.map((period) => ({ ...period }));
    live.period = count;
    if (format.scoring === 'sets') live.stage = `${ordinal(count)}_set`;
    if (format.scoring === 'maps') live.stage = `map_${count}`;
    if (format.scoring === 'runs')
      live.stage = `${ordinal(count)}_inning_${live.homeBatting ? 'bottom' : 'top'}`;
  } else if (state.periods.length === 0) {
    state.periods.push({ home: body.home, away: body.away });
  }
  if (body.game) state.game = { ...body.game };
  if (body.server) state.server = body.server;
  suspendMain(live, now);
}

/** Sets a match's status; prematch holds it until started again, the ends end it. */
export function setStatus(
  catalogue: MatchCatalogue,
  match: WorldMatch,
  status: MatchStatusValue,
  now: number,
): void {
  const book = catalogue.live;
  if (status === MatchStatus.prematch) {
    book.hold(match.id);
    return;
  }
  const live = book.record(match.id) ?? book.kickOff(match, now);
  if (live.endedAt !== null && status !== live.state.status) {
    throw new ApiError(409, 'conflict', `Match ${match.id} is over`, {
      id: match.id,
      status: live.state.status,
    });
  }
  if (status === MatchStatus.live) {
    live.state.status = MatchStatus.live;
    live.resumeAt = null;
    live.state.clockStopped = live.breakUntil > 0;
  } else if (status === MatchStatus.stopped) {
    live.state.status = MatchStatus.stopped;
    live.state.clockStopped = true;
    // NOTE: stopped by hand stays stopped until the control API sets it live again.
    live.resumeAt = null;
  } else if (live.endedAt === null) {
    endMatch(live, now, status);
  }
  live.clockUpdatedAt = now;
}
