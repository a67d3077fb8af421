import { describe, expect, it } from 'vitest';
import { control } from '../control/control-testing';
import { buildSportsbookApp } from '../sportsbook/app';
import { bearerHeaders } from '../sportsbook/auth/test-bearer';
import { expectErrorBody } from '../testing/expect-contract';
import { useTestApp } from '../testing/test-app';
import { getSettings } from '../testing/get-settings';

const app = useTestApp(buildSportsbookApp, { control: true });

describe('control API: section switches', () => {
  it('switches horse racing off for visitors and players alike, leaving the other sections on', async () => {
    const switched = await control(app(), 'PUT', '/__sandbox/sections', { horse_racing: false });
    expect(switched.status).toBe(200);
    expect(switched.body).toEqual({ video: true, horse_racing: false, lottery: true });
    const player = await bearerHeaders(app.deps().db, 101);
    for (const settings of [await getSettings(app()), await getSettings(app(), player)]) {
      expect(settings.isHorseRacingEnabled).toBe(false);
      expect(settings.isLotteryEnabled).toBe(true);
      expect(settings.video_settings.enabled).toBe(true);
    }
    await control(app(), 'DELETE', '/__sandbox/sections');
    expect((await getSettings(app())).isHorseRacingEnabled).toBe(true);
  });

  it('switches video and lotteries off together and DELETE turns every section on again', async () => {
    await control(app(), 'PUT', '/__sandbox/sections', { video: false, lottery: false });
    const off = await getSettings(app());
    expect([off.video_settings.enabled, off.isLotteryEnabled, off.isHorseRacingEnabled]).toEqual([
      false,
      false,
      true,
    ]);
    expect((await control(app(), 'DELETE', '/__sandbox/sections')).status).toBe(204);
    const on = await getSettings(app());
    expect([on.video_settings.enabled, on.isLotteryEnabled, on.isHorseRacingEnabled]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('refuses a switch it does not know or a value that is not a boolean, changing nothing', async () => {
    const unknown = await app().inject({
      method: 'PUT',
      url: '/__sandbox/sections',
      payload: { casino: false },
    });
    expect(unknown.statusCode).toBe(400);
    expect(expectErrorBody(unknown.json()).code).toBe('validation_failed');
    const notBoolean = await control(app(), 'PUT', '/__sandbox/sections', { lottery: 'off' });
    expect(notBoolean.status).toBe(400);
    expect((await getSettings(app())).isLotteryEnabled).toBe(true);
  });

  it('is listed with the other control endpoints', async () => {
    const listing = await control(app(), 'GET', '/__sandbox');
    const paths = (listing.body.endpoints as { method: string; path: string }[]).map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    );
    expect(paths).toEqual(expect.arrayContaining(['PUT /__sandbox/sections', 'DELETE /__sandbox/sections']));
  });
});
