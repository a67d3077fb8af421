import { defaultJurisdictionPolicies, PlaceBetCode, PlaceBetsErrorDetails } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import {
  createMatch,
  eur,
  eurBalance,
  pick,
  place,
  placeBody,
  placeOk,
  useBetsApp,
} from '../sportsbook/bets/bets-test-app';
import { expectErrorBody } from '../testing/expect-contract';
import { setLimit } from './limits-service';

const test = useBetsApp();
// No cooling-off, so that a test can lift the previous test's limit at once.
const policy = { ...defaultJurisdictionPolicies.mga!, increase_cooling_off_hours: 0 };

async function limit(type: 'loss' | 'wager' | 'bet', value: number | null, period: 'day' | null = 'day') {
  await setLimit(test().deps.db, test().userId, { type, period, value }, policy, new Date());
}

async function refused(body: ReturnType<typeof placeBody>) {
  const response = await place(test(), body);
  expect(response.statusCode, response.body).toBe(422);
  return PlaceBetsErrorDetails.parse(expectErrorBody(response.json()).details);
}

describe('limits enforced at placement', () => {
  it('refuses the bet that would take the player over the daily loss limit, with its own message, and debits nothing', async () => {
    await limit('loss', 1_000);
    const selection = await pick(test().app, await createMatch(test().app), 1);
    await placeOk(test(), placeBody([{ stake: eur(600), selections: [selection] }]));
    const before = await eurBalance(test());
    // 6.00 staked and open counts as lost: 10.00 - 6.00 leaves 4.00, so 4.01 is refused and 4.00 placed.
    const details = await refused(placeBody([{ stake: eur(401), selections: [selection] }]));
    expect(details).toMatchObject({
      code: PlaceBetCode.LIMIT_REACHED,
      message_key: 'error.place_bets.loss_limit_reached',
      errors_by_bet: [{ bet_index: 0, code: PlaceBetCode.LIMIT_REACHED }],
      details: { bets: [{ bet_index: 0, limit_type: 'loss', period: 'day', remaining: 400 }] },
    });
    expect(await eurBalance(test())).toBe(before);
    await placeOk(test(), placeBody([{ stake: eur(400), selections: [selection] }]));
  });

  it('counts the earlier bets of the same request against a wager limit, refusing only the bet past it', async () => {
    await limit('loss', null);
    await limit('wager', 2_500);
    const selection = await pick(test().app, await createMatch(test().app), 1);
    // 10.00 already wagered today (6.00 + 4.00): 25.00 leaves 15.00; 10.00 fits, then 6.00 does not.
    const details = await refused(
      placeBody([
        { stake: eur(1_000), selections: [selection] },
        { stake: eur(600), selections: [selection] },
      ]),
    );
    expect(details.errors_by_bet.map((bet) => bet.bet_index)).toEqual([1]);
    expect(details.message_key).toBe('error.place_bets.wager_limit_reached');
  });

  it('refuses a stake above the per-bet limit', async () => {
    await limit('bet', 500, null);
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const details = await refused(placeBody([{ stake: eur(501), selections: [selection] }]));
    expect(details.message_key).toBe('error.place_bets.bet_limit_reached');
  });
});
