import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { TEST_NOW } from '../../testing/test-deps';
import { buildSportsbookApp } from '../app';

const app = useTestApp(buildSportsbookApp);

async function get(url: string) {
  return app().inject({ method: 'GET', url });
}

describe('catalogue routes', () => {
  it('lists the football categories by priority', async () => {
    const body = expectContractResponse(
      routes.sportsbook.getCategories,
      (await get('/api/v2/categories?sport_key=football')).json(),
    );
    expect(body.data.map((category) => category.slug)).toContain('england');
    expect(body.data.every((category) => category.sport.key === 'football')).toBe(true);
    const priorities = body.data.map((category) => category.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('finds a league by slug, and one category by id', async () => {
    const leagues = expectContractResponse(
      routes.sportsbook.getTournaments,
      (await get('/api/v2/tournaments?sport_key=football&slug=premier-league')).json(),
    );
    expect(leagues.data).toHaveLength(1);
    const league = leagues.data[0]!;
    expect(league.category.slug).toBe('england');
    const category = expectContractResponse(
      routes.sportsbook.getCategory,
      (await get(`/api/v2/categories/${league.category.id}`)).json(),
    );
    expect(category.name).toBe('England');
    expectContractResponse(
      routes.sportsbook.getTournament,
      (await get(`/api/v2/tournaments/${league.id}`)).json(),
    );
  });

  it('finds a match by its slug, and no match for a slug it does not know', async () => {
    const all = expectContractResponse(
      routes.sportsbook.getMatches,
      (await get('/api/v2/matches?sport_key=football&limit=1')).json(),
    );
    const match = all.data[0]!;
    const found = expectContractResponse(
      routes.sportsbook.getMatches,
      (await get(`/api/v2/matches?sport_key=football&slug=${match.slug}`)).json(),
    );
    expect(found.data.map((item) => item.id)).toEqual([match.id]);
    const none = (await get('/api/v2/matches?sport_key=football&slug=no-such-match')).json();
    expect(none.data).toEqual([]);
  });

  it('answers unknown ids with 404 and the error body', async () => {
    for (const url of [
      '/api/v2/categories/99999',
      '/api/v2/tournaments/99999',
      '/api/v2/matches/99999',
      '/api/v2/matches/99999/markets',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expectErrorBody(response.json());
    }
  });

  it('lists live matches with a running clock', async () => {
    const body = expectContractResponse(
      routes.sportsbook.getMatches,
      (await get('/api/v2/matches?match_status=1')).json(),
    );
    expect(body.pagination.total).toBeGreaterThanOrEqual(30);
    expect(body.data.every((match) => match.status === 1 && Date.parse(match.start_time) <= TEST_NOW)).toBe(
      true,
    );
    const football = body.data.find((match) => match.tournament.sport.key === 'football');
    expect(football?.statistics.clock?.match_time).toMatch(/^\d+:\d{2}$/);
  });

  it('filters matches by sport, league and time window, and pages them', async () => {
    const from = new Date(TEST_NOW).toISOString();
    const to = new Date(TEST_NOW + 24 * 3_600_000).toISOString();
    const body = expectContractResponse(
      routes.sportsbook.getMatches,
      (
        await get(`/api/v2/matches?sport_key=football&start_from=${from}&start_to=${to}&limit=5&page=2`)
      ).json(),
    );
    expect(body.data.length).toBeLessThanOrEqual(5);
    expect(body.pagination.page).toBe(2);
    for (const match of body.data) {
      expect(match.tournament.sport.key).toBe('football');
      expect(Date.parse(match.start_time)).toBeGreaterThanOrEqual(TEST_NOW);
      expect(match.matchId).toBe(match.id);
    }
  });

  it('pages through the same list: page 2 follows page 1 and both report the whole total', async () => {
    const list = async (query: string) =>
      expectContractResponse(routes.sportsbook.getMatches, (await get(`/api/v2/matches?${query}`)).json());
    const whole = await list('sport_key=football&limit=20');
    const [first, second] = [
      await list('sport_key=football&limit=10'),
      await list('sport_key=football&limit=10&page=2'),
    ];
    expect([...first.data, ...second.data].map((match) => match.id)).toEqual(
      whole.data.map((match) => match.id),
    );
    expect(second.pagination.total).toBe(whole.pagination.total);
    expect(second.pagination.last_page).toBe(Math.ceil(whole.pagination.total / 10));
  });

  it('limits matches per sport', async () => {
    const body = expectContractResponse(
      routes.sportsbook.getMatches,
      (await get('/api/v2/matches?max_per_sport=2')).json(),
    );
    const perSport = new Map<string, number>();
    for (const match of body.data)
      perSport.set(match.tournament.sport.key, (perSport.get(match.tournament.sport.key) ?? 0) + 1);
    expect(Math.max(...perSport.values())).toBe(2);
  });

  it('serves a football match with 1X2 as main market and filters its markets by group', async () => {
    const list = expectContractResponse(
      routes.sportsbook.getMatches,
      (await get('/api/v2/matches?sport_key=football&limit=1')).json(),
    );
    const id = list.data[0]!.id;
    const match = expectContractResponse(
      routes.sportsbook.getMatch,
      (await get(`/api/v2/matches/${id}`)).json(),
    );
    expect(match.main_market?.name).toBe('1X2');
    const goals = expectContractResponse(
      routes.sportsbook.getMatchMarkets,
      (await get(`/api/v2/matches/${id}/markets?group_key=goals`)).json(),
    );
    expect(goals.data.length).toBeGreaterThan(0);
    expect(
      goals.data.every((market) => market.market_groups.some((group) => group.groupKey === 'goals')),
    ).toBe(true);
    const totals = goals.data.filter((market) => market.name === 'Total goals');
    expect(totals.filter((market) => market.most_balanced)).toHaveLength(1);
  });

  it('counts live and upcoming games per sport, category and league', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v2/counters', payload: {} });
    const counters = expectContractResponse(routes.sportsbook.getCounters, response.json());
    // NOTE: counters count every kind of game; the list gives matches, races and draws one type at a time.
    let live = 0;
    for (const type of ['match', 'race', 'draw']) {
      const page = (await get(`/api/v2/matches?match_status=1&type=${type}`)).json();
      live += expectContractResponse(routes.sportsbook.getMatches, page).pagination.total;
    }
    expect(counters.live).toBe(live);
    const football = counters.sports.find((sport) => sport.id === 1);
    const footballGames = expectContractResponse(
      routes.sportsbook.getMatches,
      (await get('/api/v2/matches?sport_key=football&bettable=true')).json(),
    );
    expect(football?.gamesCount).toBe(footballGames.pagination.total);
  });

  it('counts only the asked status', async () => {
    const response = await app().inject({ method: 'POST', url: '/api/v2/counters', payload: { status: 1 } });
    const counters = expectContractResponse(routes.sportsbook.getCounters, response.json());
    expect(counters.sports.every((sport) => sport.gamesCount === sport.live)).toBe(true);
  });

  it('finds a team by part of its name, whatever its accents and case', async () => {
    const body = expectContractResponse(
      routes.sportsbook.search,
      (await get('/api/v2/search?q=grunb')).json(),
    );
    expect(body.matches.length).toBeGreaterThan(0);
    for (const match of body.matches) {
      expect(`${match.competitors.home.name} ${match.competitors.away.name}`).toContain('Grünberg');
    }
  });

  it('finds a league by name', async () => {
    const body = expectContractResponse(
      routes.sportsbook.search,
      (await get('/api/v2/search?q=premier')).json(),
    );
    expect(body.tournaments.map((league) => league.slug)).toContain('premier-league');
  });

  it.each(['ab', 'x'.repeat(51), '%20%20a%20'])(
    'refuses the search query "%s" (3 to 50 characters)',
    async (q) => {
      const response = await get(`/api/v2/search?q=${q}`);
      expect(response.statusCode).toBe(400);
      expect(expectErrorBody(response.json()).code).toBe('validation_failed');
    },
  );

  it('refuses unknown filters and malformed values', async () => {
    for (const url of [
      '/api/v2/matches?colour=red',
      '/api/v2/matches?match_status=9',
      '/api/v2/matches?start_from=yesterday',
      '/api/v2/matches/abc',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(expectErrorBody(response.json()).code).toBe('validation_failed');
    }
  });
});
