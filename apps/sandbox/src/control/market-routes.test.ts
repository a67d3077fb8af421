import { describe, expect, it } from 'vitest';
import type { Market } from '@sportsbook/contract';
import { buildSportsbookApp } from '../sportsbook/app';
import { expectErrorBody } from '../testing/expect-contract';
import { useTestApp } from '../testing/test-app';
import { control, recordingPublisher } from './control-testing';

const recording = recordingPublisher();
const app = useTestApp(buildSportsbookApp, {
  control: true,
  realtime: { publisher: recording.publisher, tokenSecret: 'test-secret-test-secret-test-secret' },
});

async function liveFootball(): Promise<number> {
  const created = await control(app(), 'POST', '/__sandbox/matches', {
    sport_key: 'football',
    autoplay: false,
  });
  const id = created.body.match!.id;
  await control(app(), 'POST', `/__sandbox/matches/${id}/start`);
  return id;
}

async function markets(id: number): Promise<Market[]> {
  return (await control(app(), 'GET', `/api/v2/matches/${id}/markets`)).body.data as Market[];
}

function line(all: Market[], marketId: number, specifier = ''): Market | undefined {
  return all.find((market) => market.id === marketId && market.specifier === specifier);
}

describe('control API: markets, providers, settlement', () => {
  it("fixes an outcome's odds until cleared, announcing the markets each time", async () => {
    const id = await liveFootball();
    recording.published.length = 0;
    const fixed = await control(app(), 'PUT', `/__sandbox/matches/${id}/odds`, {
      market_id: 1,
      outcome_id: 1,
      odds: 3.33,
    });
    expect(fixed.status).toBe(200);
    expect(line(await markets(id), 1)?.outcomes.find((outcome) => outcome.id === 1)?.odds).toBe(3.33);
    const announced = recording.events('markets_changed', `public:en.updates.match.${id}`).at(-1)!;
    expect(line(announced.message.markets, 1)?.outcomes[0]?.odds).toBe(3.33);

    const cleared = await app().inject({ method: 'DELETE', url: `/__sandbox/matches/${id}/odds` });
    expect(cleared.statusCode).toBe(204);
    expect(line(await markets(id), 1)?.outcomes.find((outcome) => outcome.id === 1)?.odds).not.toBe(3.33);
  });

  it('refuses odds for a line the match does not offer (404) and odds of 1 or less (400)', async () => {
    const id = await liveFootball();
    const unknown = await control(app(), 'PUT', `/__sandbox/matches/${id}/odds`, {
      market_id: 9999,
      outcome_id: 1,
      odds: 2,
    });
    expect(unknown.status).toBe(404);
    expect(expectErrorBody(unknown.body).code).toBe('not_found');
    expect(
      (
        await control(app(), 'PUT', `/__sandbox/matches/${id}/odds`, {
          market_id: 1,
          outcome_id: 1,
          odds: 0.5,
        })
      ).status,
    ).toBe(400);
  });

  it('suspends one market line and reopens it', async () => {
    const id = await liveFootball();
    const specifier = (await markets(id)).find((market) => market.id === 18)!.specifier;
    const body = { market_id: 18, specifier, suspended: true };
    expect((await control(app(), 'PUT', `/__sandbox/matches/${id}/markets/suspension`, body)).status).toBe(
      200,
    );
    const suspended = await markets(id);
    expect(line(suspended, 18, specifier)?.status).toBe(-1);
    expect(line(suspended, 1)?.status).toBe(1);
    await control(app(), 'PUT', `/__sandbox/matches/${id}/markets/suspension`, { ...body, suspended: false });
    expect(line(await markets(id), 18, specifier)?.status).toBe(1);
    expect(
      (await control(app(), 'PUT', `/__sandbox/matches/${id}/markets/suspension`, { market_id: 18 })).status,
    ).toBe(400);
  });

  it("changes a provider's status and announces every provider's", async () => {
    recording.published.length = 0;
    const changed = await control(app(), 'PUT', '/__sandbox/providers/oddin/status', { status: -1 });
    expect(changed.status).toBe(200);
    expect(changed.body.provider_statuses).toMatchObject({ oddin: -1, betradar: 1 });
    const event = recording.events('provider_status_changed').at(-1)!;
    expect(event.message.provider_statuses).toMatchObject({ oddin: -1 });
    expect(recording.events('provider_status_changed', 'public:pt.updates')).toHaveLength(1);
    expect((await control(app(), 'PUT', '/__sandbox/providers/nobody/status', { status: 1 })).status).toBe(
      404,
    );
    expect((await control(app(), 'PUT', '/__sandbox/providers/oddin/status', { status: 7 })).status).toBe(
      400,
    );
    await control(app(), 'PUT', '/__sandbox/providers/oddin/status', { status: 1 });
  });

  it('finishes and settles a match from its final score, keeping the results for the bet engine', async () => {
    const id = await liveFootball();
    expect((await control(app(), 'GET', `/__sandbox/matches/${id}/results`)).status).toBe(404);
    const settled = await control(app(), 'POST', `/__sandbox/matches/${id}/settle`, {
      home: 2,
      away: 1,
      results: [{ market_id: 29, outcome_id: 74, result: 'void' }],
    });
    expect(settled.status).toBe(200);
    expect(settled.body.match).toMatchObject({ status: 4, stage: 'ended' });
    expect(settled.body.match!.statistics.total_score).toEqual({ home: 2, away: 1 });
    const results = settled.body.results as {
      market_id: number;
      specifier: string;
      outcome_id: number;
      result: string;
    }[];
    const result = (marketId: number, outcomeId: number, specifier = '') =>
      results.find(
        (entry) =>
          entry.market_id === marketId && entry.outcome_id === outcomeId && entry.specifier === specifier,
      )?.result;
    expect([result(1, 1), result(1, 2), result(1, 3)]).toEqual(['won', 'lost', 'lost']);
    expect(result(18, 12, 'total=2.5')).toBe('won');
    expect(result(29, 74)).toBe('void');
    const kept = await control(app(), 'GET', `/__sandbox/matches/${id}/results`);
    expect(kept.body.results).toEqual(results);
    expect(recording.events('match_status_changed').at(-1)?.message.match).toMatchObject({ id, status: 4 });
    expect((await control(app(), 'POST', `/__sandbox/matches/${id}/settle`, { home: 'two' })).status).toBe(
      400,
    );
  });
});
