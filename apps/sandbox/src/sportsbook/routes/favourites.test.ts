import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { buildSportsbookApp } from '../app';
import { bearerHeaders } from '../auth/test-bearer';

const app = useTestApp(buildSportsbookApp);

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}) {
  return app().inject({ method, url, headers });
}

async function firstMatchId(status: 0 | 1): Promise<number> {
  const body = expectContractResponse(
    routes.sportsbook.getMatches,
    (await call('GET', `/api/v2/matches?match_status=${status}&limit=1`)).json(),
  );
  return body.data[0]!.id;
}

async function favouriteIds(url: string, headers: Record<string, string>): Promise<number[]> {
  const response = await call('GET', url, headers);
  expect(response.statusCode).toBe(200);
  return expectContractResponse(routes.sportsbook.getFavourites, response.json()).favoriteIds;
}

describe('favourite routes', () => {
  it('adds a match once however often it is added, lists it, and removes it', async () => {
    const player = await bearerHeaders(app.deps().db, 201);
    const matchId = await firstMatchId(0);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const added = await call('POST', `/api/v2/favourites/matches/${matchId}`, player);
      expect(added.statusCode).toBe(200);
      expectContractResponse(routes.sportsbook.addFavourite, added.json());
    }
    expect(await favouriteIds('/api/v2/favourites/matches', player)).toEqual([matchId]);
    expect(await favouriteIds('/api/v2/favourites/matches', await bearerHeaders(app.deps().db, 202))).toEqual(
      [],
    );
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await call('DELETE', `/api/v2/favourites/matches/${matchId}`, player)).statusCode).toBe(200);
    expect(await favouriteIds('/api/v2/favourites/matches', player)).toEqual([]);
  });

  it('filters favourite matches by status and bettability', async () => {
    const player = await bearerHeaders(app.deps().db, 203);
    const prematch = await firstMatchId(0);
    const live = await firstMatchId(1);
    await call('POST', `/api/v2/favourites/matches/${prematch}`, player);
    await call('POST', `/api/v2/favourites/matches/${live}`, player);
    expect(await favouriteIds('/api/v2/favourites/matches?matchStatus=1', player)).toEqual([live]);
    expect(await favouriteIds('/api/v2/favourites/matches?matchStatus=0', player)).toEqual([prematch]);
    expect((await favouriteIds('/api/v2/favourites/matches?isBettable=1', player)).sort()).toEqual(
      [prematch, live].sort(),
    );
  });

  it('keeps favourite leagues apart from favourite matches', async () => {
    const player = await bearerHeaders(app.deps().db, 204);
    const leagues = expectContractResponse(
      routes.sportsbook.getTournaments,
      (await call('GET', '/api/v2/tournaments?sport_key=football&limit=1')).json(),
    );
    const leagueId = leagues.data[0]!.id;
    expect((await call('POST', `/api/v2/favourites/tournaments/${leagueId}`, player)).statusCode).toBe(200);
    expect(await favouriteIds('/api/v2/favourites/tournaments', player)).toEqual([leagueId]);
    expect(await favouriteIds('/api/v2/favourites/matches', player)).toEqual([]);
  });

  it('answers an unknown id with 404, an unknown type with 400 and a visitor with 401', async () => {
    const player = await bearerHeaders(app.deps().db, 205);
    const unknown = await call('POST', '/api/v2/favourites/matches/99999999', player);
    expect(unknown.statusCode).toBe(404);
    expect(expectErrorBody(unknown.json()).code).toBe('not_found');
    expect((await call('DELETE', '/api/v2/favourites/tournaments/99999999', player)).statusCode).toBe(404);
    const badType = await call('GET', '/api/v2/favourites/players', player);
    expect(badType.statusCode).toBe(400);
    expect(expectErrorBody(badType.json()).code).toBe('validation_failed');
    expect((await call('POST', '/api/v2/favourites/matches/1')).statusCode).toBe(401);
  });

  it("lists only the player's favourites on /matches?favourite=1 and refuses visitors", async () => {
    const player = await bearerHeaders(app.deps().db, 206);
    const matchId = await firstMatchId(1);
    await call('POST', `/api/v2/favourites/matches/${matchId}`, player);
    const response = await call('GET', '/api/v2/matches?favourite=1', player);
    expect(response.statusCode).toBe(200);
    const body = expectContractResponse(routes.sportsbook.getMatches, response.json());
    expect(body.data.map((match) => match.id)).toEqual([matchId]);
    expect(body.pagination.total).toBe(1);
    const visitor = await call('GET', '/api/v2/matches?favourite=1');
    expect(visitor.statusCode).toBe(401);
    expectErrorBody(visitor.json());
  });
});
