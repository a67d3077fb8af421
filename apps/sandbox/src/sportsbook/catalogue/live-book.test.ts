import { Match, MatchStatus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { scheduleTargets } from '../../feed/schedule';
import { generateWorld } from '../../feed/world';
import { MatchCatalogue } from './match-catalogue';

const HOUR = 3_600_000;
const keys = [
  'football',
  'tennis',
  'basketball',
  'ice-hockey',
  'volleyball',
  'table-tennis',
  'baseball',
  'cs2',
];
const sports = keys.map((key, index) => ({
  id: index + 1,
  key,
  name: key,
  type: 'regular' as const,
  provider: 'betradar',
}));

function world() {
  let now = Date.UTC(2026, 10, 21, 18, 0);
  const catalogue = new MatchCatalogue(generateWorld({ seed: 9, now, sports }), () => now);
  catalogue.advance();
  return { catalogue, advance: (ms: number) => (now += ms), now: () => now };
}

function counts(catalogue: MatchCatalogue, now: number) {
  let prematch = 0;
  let live = 0;
  for (const match of catalogue.world.matches) {
    const status = catalogue.live.status(match.id);
    if (status === MatchStatus.live || status === MatchStatus.stopped) live += 1;
    if (status === MatchStatus.prematch && match.startTime > now && match.startTime <= now + 7 * 24 * HOUR) {
      prematch += 1;
    }
  }
  return { prematch, live };
}

describe('the live world', () => {
  it('keeps about 600 prematch matches over the week and 30–50 live through thirty hours of play', () => {
    const { catalogue, advance, now } = world();
    for (let minute = 2; minute <= 30 * 60; minute += 2) {
      advance(2 * 60_000);
      catalogue.advance();
      if (minute % 60 !== 0) continue;
      const { prematch, live } = counts(catalogue, now());
      expect(live, `live after ${minute / 60} h`).toBeGreaterThanOrEqual(30);
      expect(live, `live after ${minute / 60} h`).toBeLessThanOrEqual(50);
      expect(prematch).toBeGreaterThanOrEqual(scheduleTargets.prematch - 10);
      expect(prematch).toBeLessThanOrEqual(scheduleTargets.prematch + 10);
    }
    // NOTE: a day after they ended, matches leave the catalogue, so it does not grow without end.
    expect(catalogue.world.matches.length).toBeLessThan(2_000);
    expect(catalogue.world.matches.every((match) => catalogue.worldMatch(match.id) === match)).toBe(true);
  });

  it('keeps the schedule ordered by start time as fixtures are added', () => {
    const { catalogue, advance } = world();
    advance(3 * HOUR);
    catalogue.advance();
    const starts = catalogue.world.matches.map((match) => match.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('drops finished matches from the default lists after a while, and from the catalogue after a day', () => {
    const { catalogue, advance } = world();
    const first = catalogue.liveMatches().map((match) => match.id);
    advance(6 * HOUR);
    catalogue.advance();
    const listed = new Set(catalogue.matches({ sport_key: 'tennis' }).map((match) => match.id));
    const ended = first.filter((id) => catalogue.live.status(id) === MatchStatus.finished);
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.some((id) => listed.has(id))).toBe(false);
    expect(catalogue.matches({ match_status: [4] }).map((match) => match.id)).toEqual(
      expect.arrayContaining(ended),
    );
    expect(catalogue.outcomeResults(ended[0]!)?.length).toBeGreaterThan(0);
    advance(25 * HOUR);
    catalogue.advance();
    expect(ended.every((id) => catalogue.match(id) === undefined)).toBe(true);
  });

  it('shows every match under way with a full scoreboard valid against the contract', () => {
    const { catalogue } = world();
    const views = catalogue.liveMatches().map((match) => catalogue.match(match.id)!);
    for (const view of views) expect(() => Match.parse(view)).not.toThrow();
    for (const view of views) {
      expect(view.stage).toBeTruthy();
      expect(view.statistics.total_score).not.toBeNull();
      expect(view.statistics.period_scores.length).toBeGreaterThan(0);
    }
    const tennis = views.find((view) => view.tournament.sport.key === 'tennis' && view.status === 1);
    expect(tennis?.statistics.current_server).toMatch(/^(home|away)$/);
  });

  it('picks up the same matches in the same state when loaded again at the same moment', () => {
    const a = world().catalogue;
    const b = world().catalogue;
    const scoreboard = (catalogue: MatchCatalogue) =>
      catalogue.liveMatches().map((match) => [match.id, catalogue.match(match.id)!.statistics]);
    expect(scoreboard(b)).toEqual(scoreboard(a));
  });
});
