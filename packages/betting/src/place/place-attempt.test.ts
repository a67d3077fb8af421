import { describe, expect, it } from 'vitest';
import { newSlipBet } from '../rules/slip-bet';
import { selection } from '../testing/fixtures';
import {
  CHECK_DELAYS_MS,
  attemptAnswered,
  attemptRestored,
  checkAgain,
  newAttempt,
  nextCheckDelay,
} from './place-attempt';
import type { PlaceAttempt } from './place-attempt';
import { placeAnswerOf } from './place-failure';
import { buildPlaceBetsRequest } from './place-request';

const eur = { currency: 'EUR', subunits: 2 };
const home = selection({ matchId: 1, odds: 2 });
const away = selection({ matchId: 1, odds: 3, outcomeId: 3 });

function request(key: string, stake = 500, chosen = home) {
  return buildPlaceBetsRequest([newSlipBet('single', [chosen], eur, stake)], {
    deviceId: 'device-0001',
    requestKey: key,
    quick: false,
    oddsAcceptMode: 'none',
  });
}

/** The first request of the slip, sent and its answer lost. */
function lost(): PlaceAttempt {
  return attemptAnswered(newAttempt(request('key-00000001')), 'lost')!;
}

describe('a placement attempt owns its request key', () => {
  it('a first press starts an attempt under the new key', () => {
    const attempt = newAttempt(request('key-00000001'));
    expect(attempt).toEqual({ request: request('key-00000001'), status: 'sending', checks: 0 });
  });

  it('the attempt key is kept while the outcome is unknown: a check resends the same body', () => {
    const pending = lost();
    expect(pending.status).toBe('unknown');
    const again = checkAgain(pending);
    expect(again.request).toBe(pending.request);
    expect(again.request.meta.request_key).toBe('key-00000001');
    expect(again).toMatchObject({ status: 'sending', checks: 1 });
  });

  it('the attempt key is kept through every lost answer and through a reload', () => {
    let attempt = lost();
    for (let i = 0; i < 5; i += 1) attempt = attemptAnswered(checkAgain(attempt), 'lost')!;
    const restored = attemptRestored({ ...attempt, status: 'sending' });
    expect(restored.status).toBe('unknown');
    expect(checkAgain(restored).request.meta.request_key).toBe('key-00000001');
  });

  it('a new key after a definite answer: placed or refused ends the attempt, and a changed slip starts anew', () => {
    expect(attemptAnswered(checkAgain(lost()), 'placed')).toBeNull();
    expect(attemptAnswered(checkAgain(lost()), 'refused')).toBeNull();
    // The slip may change again only now (it is locked while an attempt is pending): a new request, a new key.
    const next = newAttempt(request('key-00000002', 600, away));
    expect(next).toEqual({ request: request('key-00000002', 600, away), status: 'sending', checks: 0 });
  });

  it('a 401 to the first send ends the attempt; a 401 to a resend keeps it, the first may have placed', () => {
    expect(attemptAnswered(newAttempt(request('key-00000001')), 'unauthorized')).toBeNull();
    expect(attemptAnswered(checkAgain(lost()), 'unauthorized')).toMatchObject({ status: 'unknown' });
  });

  it('failures map to answers: a refusal is definite, no answer is lost', () => {
    expect(placeAnswerOf({ kind: 'unknown' })).toBe('lost');
    expect(placeAnswerOf({ kind: 'unauthorized' })).toBe('unauthorized');
    expect(
      placeAnswerOf({
        kind: 'rejected',
        error: { messagesByBet: {}, message: 'm', payload: {}, isWrongOddsError: false, code: 104 },
      }),
    ).toBe('refused');
  });

  it('an unknown outcome is checked after 1, 2, 4 and 8 s, then only when the player asks', () => {
    const delays: (number | null)[] = [];
    let attempt = lost();
    for (let i = 0; i < 5; i += 1) {
      delays.push(nextCheckDelay(attempt));
      attempt = attemptAnswered(checkAgain(attempt), 'lost')!;
    }
    expect(CHECK_DELAYS_MS).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, null]);
    expect(nextCheckDelay(checkAgain(lost()))).toBeNull();
  });
});
