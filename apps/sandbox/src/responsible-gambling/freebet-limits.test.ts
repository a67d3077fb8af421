import { defaultJurisdictionPolicies, PlaceBetsErrorDetails } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { issue, pickAt, storedBonus } from '../bonuses/bonus-test-helpers';
import { eur, place, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectErrorBody } from '../testing/expect-contract';
import { setLimit } from './limits-service';

const test = useBetsApp();
const policy = defaultJurisdictionPolicies.mga!;

// Decision 0012: a freebet's stake is the book's money, so deposit-funded loss and wager limits neither count
// it nor refuse it; the player's own stakes beside it are counted as usual.
describe('a freebet and the loss and wager limits', () => {
  it('places a freebet larger than the wager and loss limits, and leaves their whole allowance to the player’s own money', async () => {
    const now = new Date();
    await setLimit(test().deps.db, test().userId, { type: 'wager', period: 'day', value: 300 }, policy, now);
    await setLimit(test().deps.db, test().userId, { type: 'loss', period: 'week', value: 300 }, policy, now);
    const freebet = await issue(test(), 'welcome-all-win');
    const amount = (await storedBonus(test(), freebet))!.amount!;
    expect(amount).toBeGreaterThan(300);
    const selection = await pickAt(test(), 2.5);
    const bonus = { id: freebet, type: 'freebet' };
    await placeOk(test(), placeBody([{ stake: eur(amount), selections: [selection], bonus }]));
    // The open freebet counted neither as wagered nor as lost: 3.00 of the player's money still fits …
    await placeOk(test(), placeBody([{ stake: eur(300), selections: [selection] }]));
    // … and then not ten cents more.
    const response = await place(test(), placeBody([{ stake: eur(10), selections: [selection] }]));
    expect(response.statusCode, response.body).toBe(422);
    const details = PlaceBetsErrorDetails.parse(expectErrorBody(response.json()).details);
    expect(details.details).toMatchObject({ bets: [{ limit_type: 'wager', remaining: 0 }] });
  });
});
