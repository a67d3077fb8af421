import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { TEST_WEB_ORIGIN } from '../../testing/test-deps';
import { buildSportsbookApp } from '../app';

const app = useTestApp(buildSportsbookApp);

async function get(url: string) {
  return app().inject({ method: 'GET', url });
}

async function liveFootballMatch(hasVideo: boolean) {
  const body = expectContractResponse(
    routes.sportsbook.getMatches,
    (
      await get(`/api/v2/matches?sport_key=football&match_status=1&has_video=${hasVideo ? 1 : 0}&limit=1`)
    ).json(),
  );
  return body.data[0]!;
}

describe('match statistics, video and streams', () => {
  it('serves every statistics view of a match within the contract', async () => {
    const match = await liveFootballMatch(true);
    for (const type of ['timeline', 'lineups', 'head-to-head', 'standings'] as const) {
      const response = await get(`/api/v2/matches/${match.id}/${type}`);
      expect(response.statusCode).toBe(200);
      const body = expectContractResponse(routes.sportsbook.getMatchStatistics, response.json());
      expect(body.type).toBe(type);
    }
    const lineups = (await get(`/api/v2/matches/${match.id}/lineups`)).json();
    expect(lineups.data.home.team.id).toBe(match.competitors.home.id);
    expect(lineups.data.home.starters).toHaveLength(11);
    const standings = (await get(`/api/v2/matches/${match.id}/standings`)).json();
    const teamIds = standings.data.table.map((row: { team: { id: number } }) => row.team.id);
    expect(teamIds).toEqual(expect.arrayContaining([match.competitors.home.id, match.competitors.away.id]));
  });

  it('answers a statistics type outside the contract with 400 and an unknown match with 404', async () => {
    const match = await liveFootballMatch(true);
    const badType = await get(`/api/v2/matches/${match.id}/odds-history`);
    expect(badType.statusCode).toBe(400);
    expect(expectErrorBody(badType.json()).code).toBe('validation_failed');
    for (const url of ['/api/v2/matches/99999999/timeline', '/api/v2/matches/99999999/video']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expectErrorBody(response.json());
    }
  });

  it('points the video and the streams of a match with video at its tracker page', async () => {
    const match = await liveFootballMatch(true);
    const video = expectContractResponse(
      routes.sportsbook.getMatchVideo,
      (await get(`/api/v2/matches/${match.id}/video`)).json(),
    );
    expect(video).toMatchObject({ type: 'iframe', provider: 'sandbox-tracker' });
    const streams = expectContractResponse(
      routes.sportsbook.getMatchStreams,
      (await get(`/api/v2/matches/${match.id}/streams`)).json(),
    );
    expect(streams.data.map((stream) => stream.url)).toEqual([video.url]);
    const page = await get(new URL(video.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(`frame-ancestors 'self' ${TEST_WEB_ORIGIN}`);
    expect(page.body).toContain(`/api/v2/matches/${match.id}`);
  });

  it('has no video, streams or tracker for a match without video', async () => {
    const match = await liveFootballMatch(false);
    for (const url of [
      `/api/v2/matches/${match.id}/video`,
      `/api/v2/matches/${match.id}/streams`,
      `/fe-api/tracker/${match.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(expectErrorBody(response.json()).code).toBe('not_found');
    }
  });
});
