import type { Match, StatisticsData } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { sportFormats } from '../../feed/match-state';
import { squadOf } from './lineups';
import { seededRandom } from './seeded';

/** One moment of a match's timeline. */
export interface TimelineEvent {
  minute: number;
  type: 'goal' | 'yellow_card' | 'red_card' | 'substitution';
  side: 'home' | 'away';
  player: string;
  /** The score after a goal. */
  score?: { home: number; away: number };
}

interface GoalLog {
  home: number;
  away: number;
  goals: TimelineEvent[];
}

/** Minutes played: the clock's minute while live, the full time once over, 0 before the start. */
function minutesPlayed(match: Match): number {
  const time = match.statistics.clock?.match_time;
  if (time) return Number(time.split(':')[0]) + 1;
  if (match.status === MatchStatus.prematch) return 0;
  const format = sportFormats[match.tournament.sport.key];
  const regulation = format?.periodMinutes ? format.periods * format.periodMinutes : 90;
  return match.status === MatchStatus.live ? 0 : regulation;
}

/**
 * Timelines of the goals sports (football, ice hockey, eFootball): goals as the score shows them, and in
 * football cards and substitutions drawn once per match. The feed keeps scores, not the minute of each goal, so the book notes a
 * goal the first time it sees the score grow and dates it between the previous event and the clock's minute;
 * after that the timeline never rewrites it.
 */
export class TimelineBook {
  readonly #logs = new Map<number, GoalLog>();

  /** The `timeline` statistics of a match. */
  timelineOf(match: Match): StatisticsData<'timeline'> {
    const played = minutesPlayed(match);
    const scorer = this.#scoringMoments(match, played);
    const sportKey = match.tournament.sport.key;
    const isGoals = sportFormats[sportKey]?.scoring === 'goals';
    // NOTE: cards and substitutions as football has them; the other goals sports list their goals only.
    const bookings = sportKey === 'football' ? this.#bookings(match, played) : [];
    const events = isGoals ? [...scorer, ...bookings] : [];
    return {
      minutes_played: played,
      events: events.sort((a, b) => a.minute - b.minute),
      periods: match.statistics.period_scores,
    };
  }

  #scoringMoments(match: Match, played: number): TimelineEvent[] {
    const score = match.statistics.total_score ?? { home: 0, away: 0 };
    let log = this.#logs.get(match.id);
    // NOTE: a score that went down (the control API set it) invalidates what was noted.
    if (!log || log.home > score.home || log.away > score.away) log = { home: 0, away: 0, goals: [] };
    const random = seededRandom(match.id, log.goals.length, 13);
    const sides: ('home' | 'away')[] = [
      ...Array<'home'>(score.home - log.home).fill('home'),
      ...Array<'away'>(score.away - log.away).fill('away'),
    ].sort(() => random.next() - 0.5);
    const since = log.goals.at(-1)?.minute ?? 1;
    const minutes = sides.map(() => random.int(since, Math.max(since, played))).sort((a, b) => a - b);
    for (const [index, side] of sides.entries()) {
      const team = match.competitors[side];
      const squad = squadOf(team.id, team.name, match.tournament.sport.key).starters;
      log[side] += 1;
      log.goals.push({
        minute: minutes[index]!,
        type: 'goal',
        side,
        player: random.pick(squad).name,
        score: { home: log.home, away: log.away },
      });
    }
    if (this.#logs.size > 5_000) this.#logs.clear();
    this.#logs.set(match.id, log);
    return log.goals;
  }

  /** Football's cards and substitutions, drawn once per match and shown as the clock passes them. */
  #bookings(match: Match, played: number): TimelineEvent[] {
    const random = seededRandom(match.id, 17);
    const events: TimelineEvent[] = [];
    const count = random.int(2, 7);
    for (let index = 0; index < count; index += 1) {
      const side = random.next() < 0.5 ? 'home' : 'away';
      const team = match.competitors[side];
      const squad = squadOf(team.id, team.name, match.tournament.sport.key);
      const late = index >= count - 2 && squad.bench.length > 0;
      events.push({
        minute: late ? random.int(55, 85) : random.int(5, 90),
        type: late ? 'substitution' : random.next() < 0.08 ? 'red_card' : 'yellow_card',
        side,
        player: (late ? random.pick(squad.bench) : random.pick(squad.starters)).name,
      });
    }
    return events.filter((event) => event.minute <= played);
  }
}
