import { describe, expect, it } from 'vitest';
import { buildSportsbookApp } from '../sportsbook/app';
import { expectErrorBody } from '../testing/expect-contract';
import { useTestApp } from '../testing/test-app';
import { control, recordingPublisher } from './control-testing';

const recording = recordingPublisher();
const app = useTestApp(buildSportsbookApp, {
  control: true,
  realtime: { publisher: recording.publisher, tokenSecret: 'test-secret-test-secret-test-secret' },
});

async function newMatch(sport_key = 'football', extra: Record<string, unknown> = {}): Promise<number> {
  const created = await control(app(), 'POST', '/__sandbox/matches', {
    sport_key,
    home: 'Alpha',
    away: 'Beta',
    autoplay: false,
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body.match!.id;
}

describe('control API: matches', () => {
  it('creates a prematch match with the named teams in a league of the sport', async () => {
    const created = await control(app(), 'POST', '/__sandbox/matches', {
      sport_key: 'basketball',
      home: 'Alpha',
      away: 'Beta',
      start_time: '2026-11-22T18:00:00Z',
    });
    expect(created.status).toBe(201);
    const match = created.body.match!;
    expect(match).toMatchObject({ status: 0, start_time: '2026-11-22T18:00:00.000Z', stage: null });
    expect(match.tournament.sport.key).toBe('basketball');
    expect([match.competitors.home.name, match.competitors.away.name]).toEqual(['Alpha', 'Beta']);
    expect((await control(app(), 'GET', `/api/v2/matches/${match.id}`)).status).toBe(200);
  });

  it('refuses a bad body with 400, an unknown sport or tournament with 404', async () => {
    const unknownField = await control(app(), 'POST', '/__sandbox/matches', {
      sport_key: 'football',
      colour: 1,
    });
    expect(unknownField.status).toBe(400);
    expect(expectErrorBody(unknownField.body).code).toBe('validation_failed');
    expect((await control(app(), 'POST', '/__sandbox/matches', {})).status).toBe(400);
    expect((await control(app(), 'POST', '/__sandbox/matches', { sport_key: 'curling' })).status).toBe(404);
    const wrongLeague = await control(app(), 'POST', '/__sandbox/matches', {
      sport_key: 'tennis',
      tournament_id: 1,
    });
    expect(wrongLeague.status).toBe(404);
  });

  it("starts a match now and announces it on every locale's channels", async () => {
    const id = await newMatch();
    recording.published.length = 0;
    const started = await control(app(), 'POST', `/__sandbox/matches/${id}/start`);
    expect(started.status).toBe(200);
    expect(started.body.match).toMatchObject({ status: 1, stage: '1st_half' });
    expect(started.body.match!.statistics.clock?.match_time).toBe('0:00');
    const status = recording.events('match_status_changed');
    expect(status.map((event) => event.message.match)).toContainEqual(
      expect.objectContaining({ id, status: 1 }),
    );
    expect(recording.events('match_changed', `public:pt.updates.match.${id}`)).toHaveLength(1);
    expect(recording.events('markets_changed', `public:en.updates.match.${id}`)).toHaveLength(1);
    expect((await control(app(), 'POST', `/__sandbox/matches/${id}/start`)).status).toBe(409);
  });

  it('answers 404 for an unknown match and 400 for a malformed id', async () => {
    expect((await control(app(), 'POST', '/__sandbox/matches/999999/start')).status).toBe(404);
    expect((await control(app(), 'PUT', '/__sandbox/matches/abc/status', { status: 1 })).status).toBe(400);
  });

  it('sets the clock into the second half', async () => {
    const id = await newMatch();
    expect(
      (await control(app(), 'PUT', `/__sandbox/matches/${id}/clock`, { match_time: '10:00' })).status,
    ).toBe(409);
    await control(app(), 'POST', `/__sandbox/matches/${id}/start`);
    const set = await control(app(), 'PUT', `/__sandbox/matches/${id}/clock`, { match_time: '67:30' });
    expect(set.status).toBe(200);
    expect(set.body.match).toMatchObject({ stage: '2nd_half' });
    expect(set.body.match!.statistics.clock).toMatchObject({ match_time: '67:30', stopped: false });
    expect(set.body.match!.statistics.period_scores.map((period) => period.period_key)).toEqual([
      'half_1',
      'half_2',
    ]);
    expect(
      (await control(app(), 'PUT', `/__sandbox/matches/${id}/clock`, { match_time: '67:75' })).status,
    ).toBe(400);
    const third = await control(app(), 'PUT', `/__sandbox/matches/${id}/clock`, {
      match_time: '95:00',
      period: 3,
    });
    expect(third.status).toBe(400);
  });

  it('refuses a clock for a sport without one', async () => {
    const id = await newMatch('tennis');
    await control(app(), 'POST', `/__sandbox/matches/${id}/start`);
    const response = await control(app(), 'PUT', `/__sandbox/matches/${id}/clock`, { match_time: '10:00' });
    expect(response.status).toBe(409);
    expect(expectErrorBody(response.body).code).toBe('conflict');
  });

  it('sets the score with period scores and suspends the main markets as a goal does', async () => {
    const id = await newMatch();
    await control(app(), 'POST', `/__sandbox/matches/${id}/start`);
    recording.published.length = 0;
    const set = await control(app(), 'PUT', `/__sandbox/matches/${id}/score`, {
      home: 2,
      away: 1,
      periods: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
    });
    expect(set.status).toBe(200);
    expect(set.body.match!.statistics.total_score).toEqual({ home: 2, away: 1 });
    expect(set.body.match!.statistics.period_scores.map((period) => [period.home, period.away])).toEqual([
      [1, 0],
      [1, 1],
    ]);
    expect(set.body.match).toMatchObject({ stage: '2nd_half' });
    expect(set.body.match!.statistics.clock?.match_time).toBe('45:00');
    const changed = recording.events('match_changed', `public:en.updates.match.${id}`);
    expect(changed.at(-1)?.message.match.statistics?.total_score).toEqual({ home: 2, away: 1 });
    const markets = recording.events('markets_changed', `public:en.updates.match.${id}`).at(-1)!.message
      .markets;
    expect(markets.find((market) => market.id === 1)).toMatchObject({ status: -1 });
    expect(
      (await control(app(), 'PUT', `/__sandbox/matches/${id}/score`, { home: -1, away: 0 })).status,
    ).toBe(400);
  });

  it('sets the tennis game score and server', async () => {
    const id = await newMatch('tennis');
    await control(app(), 'POST', `/__sandbox/matches/${id}/start`);
    const set = await control(app(), 'PUT', `/__sandbox/matches/${id}/score`, {
      home: 1,
      away: 0,
      periods: [
        { home: 6, away: 4 },
        { home: 2, away: 3 },
      ],
      game: { home: 2, away: 3 },
      server: 'away',
    });
    expect(set.body.match).toMatchObject({ stage: '2nd_set' });
    expect(set.body.match!.statistics).toMatchObject({
      game_score: { home: 30, away: 40 },
      current_server: 'away',
    });
  });

  it('stops a match, takes it live again, ends it, and refuses an unknown status', async () => {
    const id = await newMatch();
    await control(app(), 'POST', `/__sandbox/matches/${id}/start`);
    recording.published.length = 0;
    const stopped = await control(app(), 'PUT', `/__sandbox/matches/${id}/status`, { status: 2 });
    expect(stopped.body.match).toMatchObject({ status: 2 });
    expect(stopped.body.match!.statistics.clock?.stopped).toBe(true);
    expect(stopped.body.match!.main_market?.status).toBe(-1);
    expect(recording.events('match_status_changed').at(-1)?.message.match).toMatchObject({ id, status: 2 });
    expect(
      (await control(app(), 'PUT', `/__sandbox/matches/${id}/status`, { status: 1 })).body.match,
    ).toMatchObject({ status: 1 });
    expect((await control(app(), 'PUT', `/__sandbox/matches/${id}/status`, { status: 9 })).status).toBe(400);
    const closed = await control(app(), 'PUT', `/__sandbox/matches/${id}/status`, { status: 3 });
    expect(closed.body.match).toMatchObject({ status: 3, stage: 'ended' });
    expect((await control(app(), 'PUT', `/__sandbox/matches/${id}/status`, { status: 1 })).status).toBe(409);
  });

  it('puts a match back to prematch, where it waits until started', async () => {
    const id = await newMatch('football', { start_time: '2026-11-21T17:00:00Z', autoplay: true });
    expect((await control(app(), 'GET', `/api/v2/matches/${id}`)).body).toMatchObject({ status: 1 });
    const back = await control(app(), 'PUT', `/__sandbox/matches/${id}/status`, { status: 0 });
    expect(back.body.match).toMatchObject({ status: 0, stage: null });
    expect(back.body.match!.statistics.total_score).toBeNull();
  });

  it('lists the match endpoints', async () => {
    const listing = await control(app(), 'GET', '/__sandbox');
    const paths = (listing.body.endpoints as { path: string }[]).map((endpoint) => endpoint.path);
    expect(paths).toEqual(expect.arrayContaining(['/__sandbox/matches', '/__sandbox/matches/{id}/score']));
  });
});
