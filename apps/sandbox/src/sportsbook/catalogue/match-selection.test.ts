import { Match, MatchStatus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { partsAt } from './match-parts.testing';

describe('MatchSelection', () => {
  it('lists open matches of one sport by start time, each valid by the contract', () => {
    const { parts } = partsAt();
    const football = parts.selection.matches({ sport_key: 'football' });
    expect(football.length).toBeGreaterThan(0);
    expect(football.every((match) => match.tournament.sport.key === 'football')).toBe(true);
    const starts = football.map((match) => Date.parse(match.start_time));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    Match.parse(football[0]);
  });

  it('caps each sport at max_per_sport and orders by league priority when asked', () => {
    const { parts } = partsAt();
    const capped = parts.selection.matches({ max_per_sport: 2 });
    expect(capped.map((match) => match.tournament.sport.key).sort()).toEqual([
      'cs2',
      'cs2',
      'football',
      'football',
    ]);
    const byPriority = parts.selection.select({ sort_by: 'priority' });
    const priorities = byPriority.map((match) => parts.world.leagueOf(match).priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('pages a list, building views for the page only, and counts the whole list', () => {
    const { parts } = partsAt();
    const all = parts.selection.select({ match_status: [MatchStatus.prematch] });
    const page = parts.selection.matchPage({ match_status: [MatchStatus.prematch] }, { page: 2, limit: 5 });
    expect(page.total).toBe(all.length);
    expect(page.items.map((match) => match.id)).toEqual(all.slice(5, 10).map((match) => match.id));
  });
});
