import type { Match } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { headToHeadOf } from './head-to-head';
import { TimelineBook } from './timeline';
import type { TimelineEvent } from './timeline';

const at = '2026-11-21T18:00:00.000Z';

function footballMatch(minute: number, home: number, away: number): Match {
  return {
    id: 4242,
    urn_id: 'sr:match:4242',
    slug: 'arsenal-chelsea-4242',
    type: 'match',
    tournament: {
      id: 100,
      slug: 'premier-league',
      name: 'Premier League',
      sport: { id: 1, key: 'football', name: 'Football', type: 'regular' },
    },
    status: 1,
    stage: '2nd_half',
    start_time: at,
    competitors: {
      home: { id: 11, name: 'Arsenal', logo: null },
      away: { id: 12, name: 'Chelsea', logo: null },
    },
    stadium: null,
    city: null,
    statistics: {
      clock: {
        match_time: `${minute}:05`,
        stoppage_time: null,
        remaining_time: null,
        stopped: false,
        updated_at: at,
      },
      total_score: { home, away },
      game_score: null,
      current_server: null,
      period_scores: [],
      max_period_number: 2,
    },
    available_markets_count: 0,
    main_market: null,
    secondary_market: null,
    top_markets_count: 0,
    has_video: true,
    provider: 'betradar',
  };
}

function goals(data: Record<string, unknown>): TimelineEvent[] {
  return (data.events as TimelineEvent[]).filter((event) => event.type === 'goal');
}

describe('match statistics', () => {
  it('lists as many goals as the score shows, each within the minutes played', () => {
    const book = new TimelineBook();
    const scored = goals(book.timelineOf(footballMatch(60, 2, 1)));
    expect(scored.filter((goal) => goal.side === 'home')).toHaveLength(2);
    expect(scored.filter((goal) => goal.side === 'away')).toHaveLength(1);
    expect(scored.every((goal) => goal.minute >= 1 && goal.minute <= 61)).toBe(true);
    // the running score after the last goal is the match score: 2–1
    expect(scored.at(-1)?.score).toEqual({ home: 2, away: 1 });
  });

  it('never moves a goal it has shown: a later goal is dated after it', () => {
    const book = new TimelineBook();
    const before = goals(book.timelineOf(footballMatch(30, 1, 0)));
    const after = goals(book.timelineOf(footballMatch(75, 1, 1)));
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toMatchObject({ side: 'away', score: { home: 1, away: 1 } });
    expect(after[1]!.minute).toBeGreaterThanOrEqual(before[0]!.minute);
    expect(after[1]!.minute).toBeLessThanOrEqual(76);
  });

  it('shows no cards or goals before the first minute', () => {
    const data = new TimelineBook().timelineOf(footballMatch(0, 0, 0));
    expect((data.events as TimelineEvent[]).every((event) => event.minute <= 1)).toBe(true);
  });

  it('gives the same head-to-head history whichever side hosts, with a tally that adds up', () => {
    const match = footballMatch(10, 0, 0);
    const swapped = {
      ...match,
      competitors: { home: match.competitors.away, away: match.competitors.home },
    };
    const first = headToHeadOf(match) as {
      meetings: unknown[];
      summary: { home_wins: number; draws: number; away_wins: number };
    };
    const second = headToHeadOf(swapped) as typeof first;
    expect(second.meetings).toEqual(first.meetings);
    expect(first.summary.home_wins + first.summary.draws + first.summary.away_wins).toBe(5);
    expect(second.summary.home_wins).toBe(first.summary.away_wins);
  });
});
