import type { Match, StatisticsData } from '@sportsbook/contract';
import { seededRandom } from './seeded';
import { pastScore } from './sport-scores';

const MEETINGS = 5;
const DAY = 86_400_000;

/**
 * The `head-to-head` statistics of a match: the last five meetings of the two sides, newest first, home
 * advantage alternating, plus the tally. Seeded by the pair, so both orders of the pair see the same history.
 */
export function headToHeadOf(match: Match): StatisticsData<'head-to-head'> {
  const { home, away } = match.competitors;
  const random = seededRandom(Math.min(home.id, away.id), Math.max(home.id, away.id), 3);
  const sportKey = match.tournament.sport.key;
  let date = Date.parse(match.start_time);
  const tally = { home_wins: 0, draws: 0, away_wins: 0 };
  const meetings = Array.from({ length: MEETINGS }, (_, index) => {
    date -= random.int(60, 240) * DAY;
    // NOTE: hosts follow the pair's id order, not this match's sides, so both fixtures share one history.
    const [first, second] = home.id < away.id ? [home, away] : [away, home];
    const hosts = index % 2 === 0 ? second : first;
    const guests = hosts === home ? away : home;
    const score = pastScore(random, sportKey);
    const ours = hosts === home ? score : { home: score.away, away: score.home };
    if (ours.home > ours.away) tally.home_wins += 1;
    else if (ours.home < ours.away) tally.away_wins += 1;
    else tally.draws += 1;
    return {
      date: new Date(date).toISOString(),
      tournament: match.tournament.name,
      home: { id: hosts.id, name: hosts.name },
      away: { id: guests.id, name: guests.name },
      score,
    };
  });
  return { meetings, summary: tally };
}
