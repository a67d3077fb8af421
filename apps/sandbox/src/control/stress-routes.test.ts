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

describe('control API: stress', () => {
  it('refuses a bad body with the contract error', async () => {
    for (const body of [
      { live_matches: -1 },
      { updates_per_second: 1.5 },
      { colour: 'red' },
      { sample_match_ids: ['1'] },
    ]) {
      const response = await control(app(), 'POST', '/__sandbox/stress', body);
      expect(response.status).toBe(400);
      expect(expectErrorBody(response.body).code).toBe('validation_failed');
    }
  });

  it('books live matches without streaming when the duration is 0', async () => {
    const response = await control(app(), 'POST', '/__sandbox/stress', {
      live_matches: 80,
      duration_ms: 0,
    });
    expect(response.status).toBe(202);
    expect(response.body.live_matches).toBeGreaterThanOrEqual(80);
    expect((response.body.created_match_ids as number[]).length).toBeGreaterThan(0);
    expect(response.body.stress).toMatchObject({ running: false, updates: 0 });
    const list = await control(app(), 'GET', '/api/v2/matches?match_status=1&limit=500');
    expect((list.body as unknown as { data: unknown[] }).data.length).toBeGreaterThanOrEqual(80);
  });

  it('streams the asked updates over its duration on its own timer, then stops and releases', async () => {
    const started = await control(app(), 'POST', '/__sandbox/stress', {
      live_matches: 80,
      updates_per_second: 200,
      duration_ms: 300,
      sample_match_ids: [],
    });
    expect(started.body.created_match_ids).toEqual([]);
    const deadline = Date.now() + 5000;
    let status: { running: boolean; updates: number } = { running: true, updates: 0 };
    while (status.running && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await control(app(), 'GET', '/__sandbox/stress')).body.stress as typeof status;
    }
    expect(status.running).toBe(false);
    // 200/s for 0.3 s; a row's three outcomes move together, so up to two more.
    expect(status.updates).toBeGreaterThanOrEqual(60);
    expect(status.updates).toBeLessThanOrEqual(62);
    // No match sampled: the log is empty (the driver's test proves what a sampled match logs).
    const samples = await control(app(), 'GET', '/__sandbox/stress/samples');
    expect(samples.body).toEqual({ samples: [] });
    expect((await control(app(), 'DELETE', '/__sandbox/stress')).status).toBe(204);
  });
});
