import { MatchStatus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { partsAt } from './match-parts.testing';

describe('MatchCounters', () => {
  it('counts per sport the open matches the lists show, live ones apart', () => {
    const { parts } = partsAt();
    const counted = parts.counters.counters({ sport_ids: [1] });
    const open = parts.selection.select({ sport_key: 'football', bettable: true, match_status: [0, 1] });
    const live = open.filter((match) => parts.schedule.standing(match).status === MatchStatus.live);
    expect(counted.sports).toEqual([
      { id: 1, live: live.length, gamesCount: open.length, outrightsCount: 0 },
    ]);
    expect(counted.live).toBe(live.length);
  });

  it('counts only the asked status', () => {
    const { parts } = partsAt();
    const live = parts.counters.counters({ status: MatchStatus.live });
    expect(live.sports.every((entry) => entry.gamesCount === entry.live)).toBe(true);
  });
});

describe('MatchSearch', () => {
  it('finds a match by part of a team name whatever its case and accents, and its league by name', () => {
    const { parts } = partsAt();
    const match = parts.selection.matches({
      sport_key: 'football',
      match_status: [MatchStatus.prematch],
    })[0]!;
    const part = match.competitors.home.name.slice(0, 5).toUpperCase();
    const found = parts.search.search({ q: ` ${part} ` });
    expect(found.matches.map((candidate) => candidate.id)).toContain(match.id);
    const league = parts.search.search({ q: match.tournament.name });
    expect(league.tournaments.map((candidate) => candidate.id)).toContain(match.tournament.id);
  });

  it('keeps to the asked sport type', () => {
    const { parts } = partsAt();
    const found = parts.search.search({ q: '', sport_type: 'cyber' });
    expect(found.matches.length).toBeGreaterThan(0);
    expect(found.matches.every((match) => match.tournament.sport.type === 'cyber')).toBe(true);
  });
});
