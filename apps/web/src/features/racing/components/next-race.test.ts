import type { Match, RaceDetails } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract/refs';
import { describe, expect, it } from 'vitest';
import { testMatch } from '@/testing/render-in-app';
import { nextRace } from './racing-view';

const details = { track: 'Flemington', runners: [], result: null } as unknown as RaceDetails;

function race(id: number, status: Match['status']) {
  return { ...testMatch(id, 'Flemington', `Race ${id}`, { type: 'race', status }), race: details };
}

describe('nextRace', () => {
  it('opens the next race still open for betting, not the one in running', () => {
    const races = [race(1, MatchStatus.finished), race(2, MatchStatus.live), race(3, MatchStatus.prematch)];
    expect(nextRace(races)?.id).toBe(3);
  });

  it('opens the race in running once no race is left to go off', () => {
    expect(nextRace([race(1, MatchStatus.finished), race(2, MatchStatus.live)])?.id).toBe(2);
  });

  it('opens the last race run once the whole card is run', () => {
    expect(nextRace([race(1, MatchStatus.finished), race(2, MatchStatus.finished)])?.id).toBe(2);
  });
});
