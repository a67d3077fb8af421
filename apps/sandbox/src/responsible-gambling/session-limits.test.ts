import { routes } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets } from '../db/schema';
import { API_HEADERS, signInCookie, usePlatformApp } from '../platform/testing/platform-test-app';
import { expectContractResponse, expectErrorBody } from '../testing/expect-contract';
import { advancePlayerClock } from './player-clock';

const { platform } = routes;
const test = usePlatformApp();
let cookie = '';

beforeAll(async () => {
  cookie = await signInCookie(test().app);
});

const query = () => test().app.inject({ url: '/api/user_limits/session', headers: { cookie } });
const post = (url: string, payload?: object) =>
  test().app.inject({ method: 'POST', url, headers: { ...API_HEADERS, cookie }, payload });
const advance = (minutes: number) => advancePlayerClock(test().deps.db, test().demoPlayerId, minutes);

async function state() {
  const response = await query();
  expect(response.statusCode).toBe(200);
  return expectContractResponse(platform.getSessionLimits, response.json());
}

describe('the session-limit query (MGA policy: no session timer, continuing past a session limit allowed)', () => {
  it('answers 400 no_session_limits while there is nothing to watch, which stops the polling', async () => {
    const response = await query();
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.json()).code).toBe('no_session_limits');
  });

  it('returns the reality-check period once the interval has run, with the session net of its bets', async () => {
    await post('/api/user_limits', { type: 'reality_check', value: 60 });
    expect((await state()).period).toBeNull();
    await test().deps.db.insert(bets).values({
      userId: test().demoPlayerId,
      ref: 'RG-NET-1',
      type: 'single',
      status: 'settled',
      result: 'lose_entire',
      stake: 1_500,
      currency: 'EUR',
      odds: '2.00',
      winAmount: 0,
      selections: [],
      matchIds: [],
      deviceId: 'rg-device',
      requestKey: 'rg-net-1',
      requestIndex: 0,
    });
    await advance(60);
    const due = await state();
    expect(due.period).toMatchObject({ minutes: 60 });
    // One lost bet of 15.00 this session: 0 returned - 1,500 staked = -1,500.
    expect(due.session).toMatchObject({ net_win_loss: -1_500, currency: 'EUR', bets_count: 1 });
    expect(due.session.elapsed_seconds).toBeGreaterThanOrEqual(3_600);
    await test().deps.db.delete(bets).where(eq(bets.ref, 'RG-NET-1'));
  });

  it('starts a new period when the player continues', async () => {
    expect((await post('/api/sportsbook_sessions/continue')).statusCode).toBe(200);
    expect((await state()).period).toBeNull();
    await advance(59);
    expect((await state()).period).toBeNull();
    await advance(1);
    expect((await state()).period).toMatchObject({ minutes: 60 });
  });

  it('says when the session limit is reached, and lets the player continue where the policy allows', async () => {
    await post('/api/user_limits', { type: 'sportsbook_session', value: 120 });
    // The session started 120 minutes of player clock ago: the limit is reached.
    expect((await state()).session_limit).toEqual({ minutes: 120, reached: true, can_continue: true });
    expect((await post('/api/sportsbook_sessions/continue')).statusCode).toBe(200);
    expect((await state()).session_limit).toMatchObject({ reached: false });
  });

  it('ends the session past a session limit the jurisdiction does not let one continue past', async () => {
    await test().deps.sites.patch({
      config: {
        responsible_gambling: {
          jurisdiction: 'ukgc',
          policies: test().deps.sites.get().config.responsible_gambling.policies,
        },
      },
    });
    try {
      await advance(120);
      const limited = await state();
      expect(limited.session_limit).toMatchObject({ reached: true, can_continue: false });
      expect(limited.session_timer).toBe(true);
      const refused = await post('/api/sportsbook_sessions/continue');
      expect(refused.statusCode).toBe(403);
      expect(expectErrorBody(refused.json()).code).toBe('session_limit_reached');
      expect((await query()).statusCode).toBe(401);
    } finally {
      test().deps.sites.reset();
    }
  });
});
