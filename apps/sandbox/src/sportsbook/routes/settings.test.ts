import { isStatusAllowed, routes } from '@sportsbook/contract';
import type { Market } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { buildSportsbookApp } from '../app';
import { bearerHeaders } from '../auth/test-bearer';
import { resolveBet } from '../bets/resolve-bet';
import { BOOK_PROVIDER_RULES } from '../settings/provider-rules';
import { getSettings } from '../../testing/get-settings';

const app = useTestApp(buildSportsbookApp);

describe('settings routes', () => {
  it('serves the provider rules placement applies, so the slip combines what the book takes', async () => {
    const settings = await getSettings(app());
    expect(settings.mixedProvidersAllowed).toBe(BOOK_PROVIDER_RULES.mixedProvidersAllowed);
    expect(settings.providersWithoutSystem).toEqual(BOOK_PROVIDER_RULES.providersWithoutSystem);
    const { catalogue } = app.deps();
    const offered = (market: Market) =>
      isStatusAllowed(market.status) && market.outcomes.some((outcome) => outcome.active);
    const firstOf = (provider: string) => {
      const sport = catalogue.sports().find((candidate) => candidate.provider === provider)!;
      const match = catalogue
        .matches({ sport_key: sport.key, bettable: true })
        .find((candidate) => catalogue.markets(candidate.id)!.some(offered))!;
      const market = catalogue.markets(match.id)!.find(offered)!;
      const outcome = market.outcomes.find((candidate) => candidate.active)!;
      return {
        match_id: match.id,
        market_id: market.id,
        specifier: market.specifier,
        outcome_id: outcome.id,
        odds: outcome.odds,
      };
    };
    const refused = resolveBet(
      catalogue,
      { stake: { value: 1_000, currency: 'EUR' }, selections: [firstOf('betradar'), firstOf('oddin')] },
      'any',
    );
    expect(refused).toMatchObject({ details: { reason: 'mixed_providers' } });
  });

  it("gives visitors the defaults with every provider's status and the odds types", async () => {
    const settings = await getSettings(app());
    expect(settings.stakes).toEqual([500, 1000, 2500, 5000]);
    expect(settings.activeOddsType).toBe('european');
    expect(settings.odds_types.available).toContain('american');
    expect(settings.provider_statuses).toMatchObject({ betradar: 1, oddin: 1 });
    expect(settings.providerStatuses).toEqual(settings.provider_statuses);
    expect(settings.sport_type_providers.cyber).toEqual(['oddin']);
    expect(settings.isHorseRacingEnabled && settings.isLotteryEnabled).toBe(true);
  });

  it("keeps a player's changes across requests and leaves other players on the defaults", async () => {
    const player = await bearerHeaders(app.deps().db, 101);
    const saved = await app().inject({
      method: 'POST',
      url: '/api/v2/settings',
      headers: player,
      payload: { stakes: [200, 300], odds_type: 'american', auto_accept_odds_change: 'higher' },
    });
    expect(saved.statusCode).toBe(200);
    expectContractResponse(routes.sportsbook.updateSettings, saved.json());
    await app().inject({
      method: 'POST',
      url: '/api/v2/settings',
      headers: player,
      payload: { one_signal_push_notification_subscription: 'onesignal-abc' },
    });
    const reread = await getSettings(app(), player);
    expect(reread).toMatchObject({
      stakes: [200, 300],
      activeOddsType: 'american',
      odds_types: { selected: 'american' },
      auto_accept_odds_change: 'higher',
      one_signal_push_notification_subscription: 'onesignal-abc',
    });
    expect((await getSettings(app(), await bearerHeaders(app.deps().db, 102))).activeOddsType).toBe(
      'european',
    );
  });

  it('refuses a change without a session (401) and a change outside the contract (400)', async () => {
    const anonymous = await app().inject({
      method: 'POST',
      url: '/api/v2/settings',
      payload: { stakes: [1] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(expectErrorBody(anonymous.json()).code).toBe('unauthorized');
    const invalid = await app().inject({
      method: 'POST',
      url: '/api/v2/settings',
      headers: await bearerHeaders(app.deps().db, 103),
      payload: { odds_type: 'roman', stakes: [-5] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(expectErrorBody(invalid.json()).code).toBe('validation_failed');
    expect((await getSettings(app(), await bearerHeaders(app.deps().db, 103))).activeOddsType).toBe(
      'european',
    );
  });

  it('refuses quick stakes outside the book’s limits, repeated or above the site’s count (422), and keeps the old', async () => {
    const player = await bearerHeaders(app.deps().db, 104);
    const limits = (await getSettings(app(), player)).stake_limits;
    // The euro limits: 0.10 EUR to 10,000.00 EUR; the site keeps four quick stakes.
    expect(limits).toEqual({ currency: 'EUR', min_stake: 10, max_stake: 1_000_000 });
    const post = (stakes: number[]) =>
      app().inject({ method: 'POST', url: '/api/v2/settings', headers: player, payload: { stakes } });
    for (const stakes of [
      [5, 500],
      [500, 1_000_001],
      [500, 500],
      [100, 200, 300, 400, 500],
    ]) {
      const refused = await post(stakes);
      expect(refused.statusCode).toBe(422);
      expect(expectErrorBody(refused.json()).code).toBe('invalid_quick_stakes');
    }
    expect((await post([5, 500])).json().details).toMatchObject({
      min_stake: 10,
      max_stake: 1_000_000,
      count: 4,
      problems: ['below_min_stake', null],
    });
    expect((await getSettings(app(), player)).stakes).toEqual([500, 1000, 2500, 5000]);
    const kept = await post([10, 1_000_000, 1_234]);
    expect(kept.statusCode).toBe(200);
    expect((await getSettings(app(), player)).stakes).toEqual([10, 1_000_000, 1_234]);
  });
});
