import { MatchStatus, routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { buildSportsbookApp } from '../app';

const app = useTestApp(buildSportsbookApp);

async function get(url: string) {
  return app().inject({ method: 'GET', url });
}

describe('outright routes', () => {
  it('lists football outrights, paged, each with its league as parent', async () => {
    const body = expectContractResponse(
      routes.sportsbook.getOutrights,
      (await get('/api/v2/outrights?sport_key=football&limit=5')).json(),
    );
    expect(body.data).toHaveLength(5);
    expect(body.pagination.total).toBeGreaterThan(5);
    expect(
      body.data.every((outright) => outright.sport?.key === 'football' && outright.parent !== null),
    ).toBe(true);
  });

  it('filters outrights by league and status, and serves one by id', async () => {
    const leagues = expectContractResponse(
      routes.sportsbook.getTournaments,
      (await get('/api/v2/tournaments?sport_key=tennis')).json(),
    );
    const league = leagues.data[0]!;
    const body = expectContractResponse(
      routes.sportsbook.getOutrights,
      (await get(`/api/v2/outrights?tournament_id=${league.id}&status=0`)).json(),
    );
    expect(body.data.map((outright) => outright.parent?.id)).toEqual([league.id]);
    expect(body.data[0]!.status).toBe(MatchStatus.prematch);
    const one = expectContractResponse(
      routes.sportsbook.getOutright,
      (await get(`/api/v2/outrights/${body.data[0]!.id}`)).json(),
    );
    expect(one.markets[0]!.outcomes.length).toBe(one.competitors.length);
  });

  it.each([
    '/api/v2/outrights?status=9',
    '/api/v2/outrights?tournament_id=abc',
    '/api/v2/outrights?limit=0',
    '/api/v2/outrights?sport_key=Foot%20ball',
    '/api/v2/outrights?unknown=1',
    '/api/v2/outrights/abc',
  ])('refuses %s with 400 and the error body', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });

  it('answers an unknown outright with 404', async () => {
    const response = await get('/api/v2/outrights/99999');
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.json());
  });

  it('counts outrights only when asked for outrights', async () => {
    const counters = (type: string) =>
      app().inject({ method: 'POST', url: '/api/v2/counters', payload: { type } });
    const outrights = expectContractResponse(
      routes.sportsbook.getCounters,
      (await counters('outright')).json(),
    );
    const games = expectContractResponse(routes.sportsbook.getCounters, (await counters('match')).json());
    expect(outrights.sports.reduce((sum, entry) => sum + entry.outrightsCount, 0)).toBeGreaterThan(0);
    expect(outrights.sports.every((entry) => entry.gamesCount === 0)).toBe(true);
    expect(games.sports.every((entry) => entry.outrightsCount === 0)).toBe(true);
  });
});

describe('races and draws through the match routes', () => {
  it('lists races with their card, and serves one race and its Win and Place markets', async () => {
    const list = expectContractResponse(
      routes.sportsbook.getMatches,
      (await get('/api/v2/matches?type=race&match_status=0&limit=3')).json(),
    );
    expect(list.data).toHaveLength(3);
    const race = list.data[0]!;
    expect(race.type).toBe('race');
    expect(race.competitors.home.name).toBe(race.race?.track);
    const one = expectContractResponse(
      routes.sportsbook.getMatch,
      (await get(`/api/v2/matches/${race.id}`)).json(),
    );
    expect(one.race?.runners.length).toBeGreaterThanOrEqual(8);
    const markets = expectContractResponse(
      routes.sportsbook.getMatchMarkets,
      (await get(`/api/v2/matches/${race.id}/markets`)).json(),
    );
    expect(markets.data.map((market) => market.name.split(' ')[0])).toEqual(
      expect.arrayContaining(['Win', 'Straight']),
    );
  });

  it('lists draws of the lotteries with their pool', async () => {
    const list = expectContractResponse(
      routes.sportsbook.getMatches,
      (await get('/api/v2/matches?type=draw&sport_key=lotteries&limit=10')).json(),
    );
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((draw) => draw.type === 'draw' && draw.draw !== null)).toBe(true);
    const categories = expectContractResponse(
      routes.sportsbook.getCategories,
      (await get('/api/v2/categories?sport_key=lotteries')).json(),
    );
    expect(categories.data.map((category) => category.slug)).toEqual(['quick-draws', 'classic-lotteries']);
  });

  it('refuses an unknown match type with 400', async () => {
    const response = await get('/api/v2/matches?type=outright');
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });
});
