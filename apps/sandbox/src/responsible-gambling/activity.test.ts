import { beforeAll, describe, expect, it } from 'vitest';
import { API_HEADERS, signInCookie, usePlatformApp } from '../platform/testing/platform-test-app';
import { expectErrorBody } from '../testing/expect-contract';

const HOUR_MS = 3_600_000;
let clock = Date.now();
const test = usePlatformApp({ platform: { now: () => clock } });

// NOTE: the platform's clock starts once the demo player is seeded, at the real time: the seeded activity
// limit's period starts then (the column's default).
beforeAll(() => {
  clock = Date.now();
});

async function setLimit(cookie: string, payload: object) {
  const response = await test().app.inject({
    method: 'POST',
    url: '/api/user_limits',
    headers: { ...API_HEADERS, cookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** One activity ping (a minute of play) of a freshly signed-in player: its status code and 401 reason. */
async function ping(cookie: string): Promise<number | string> {
  const response = await test().app.inject({
    method: 'POST',
    url: '/api/player/activity_limit_track',
    headers: { ...API_HEADERS, cookie },
  });
  if (response.statusCode !== 401) return response.statusCode;
  return String(expectErrorBody(response.json()).details.reason);
}

/** Pings `count` minutes, signing in again whenever the limit signed the player out; answers the outcomes. */
async function play(count: number): Promise<(number | string)[]> {
  const outcomes: (number | string)[] = [];
  let cookie = await signInCookie(test().app);
  for (let minute = 0; minute < count; minute += 1) {
    const outcome = await ping(cookie);
    outcomes.push(outcome);
    if (outcome !== 200) cookie = await signInCookie(test().app);
  }
  return outcomes;
}

describe('activity limits count minutes per period and start again when it ends', () => {
  it('signs the player out when the daily minutes are used, and counts again from the next day', async () => {
    await setLimit(await signInCookie(test().app), { type: 'activity', period: 'day', value: 3 });
    expect(await play(4)).toEqual([200, 200, 'activity_limit_reached', 'activity_limit_reached']);
    clock += 23 * HOUR_MS;
    expect(await play(1)).toEqual(['activity_limit_reached']);
    clock += HOUR_MS;
    // The day since the first minute has passed: a new period starts with this minute.
    expect(await play(3)).toEqual([200, 200, 'activity_limit_reached']);
  });

  it('keeps the minutes a lowered limit has used, so a decrease cannot restart the count', async () => {
    clock += 25 * HOUR_MS;
    const cookie = await signInCookie(test().app);
    await setLimit(cookie, { type: 'activity', period: 'day', value: 10 });
    expect(await play(2)).toEqual([200, 200]);
    await setLimit(await signInCookie(test().app), { type: 'activity', period: 'day', value: 3 });
    expect(await play(1)).toEqual(['activity_limit_reached']);
  });

  it('a weekly limit outlasts a day and starts again after seven days', async () => {
    await setLimit(await signInCookie(test().app), { type: 'activity', period: 'day', value: null });
    clock += 25 * HOUR_MS;
    await setLimit(await signInCookie(test().app), { type: 'activity', period: 'week', value: 2 });
    expect(await play(2)).toEqual([200, 'activity_limit_reached']);
    clock += 6 * 24 * HOUR_MS;
    expect(await play(1)).toEqual(['activity_limit_reached']);
    clock += 24 * HOUR_MS;
    expect(await play(2)).toEqual([200, 'activity_limit_reached']);
  });
});
