import type { BetBonusOffer, PlaceBetSelection } from '@sportsbook/contract';
import { routes } from '@sportsbook/contract';
import { expect } from 'vitest';
import { createMatch, mainMarket } from '../sportsbook/bets/bets-test-app';
import type { BetsTestApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse } from '../testing/expect-contract';

/** Issues a campaign to the test player under a fresh key through the control API; answers the bonus id. */
export async function issue(
  test: BetsTestApp,
  campaign: string,
  extra: { valid_to?: string; email?: string } = {},
) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/__sandbox/bonuses/issue',
    payload: { email: extra.email ?? 'demo@sandbox.test', campaign, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { bonus_id: number; amount: number | null }).bonus_id;
}

/** The offers of `POST /bonuses` for a bet of these selections. */
export async function offersFor(
  test: BetsTestApp,
  selections: PlaceBetSelection[],
  extra: { bet_type?: string; headers?: Record<string, string> } = {},
): Promise<BetBonusOffer[]> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v2/bonuses',
    headers: extra.headers ?? test.headers,
    payload: { selections, stake: 0, ...(extra.bet_type ? { bet_type: extra.bet_type } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.sportsbook.getBetBonuses, response.json()).bonuses;
}

/** The stored bonus row of the test player. */
export function storedBonus(test: BetsTestApp, id: number) {
  return test.deps.services.bonuses.store.find(test.userId, id);
}

/** A selection of the home outcome of a fresh prematch match whose odds the control API fixes at `odds`. */
export async function pickAt(test: BetsTestApp, odds: number, live = false): Promise<PlaceBetSelection> {
  const matchId = await createMatch(test.app);
  const market = await mainMarket(test.app, matchId);
  const fixed = await test.app.inject({
    method: 'PUT',
    url: `/__sandbox/matches/${matchId}/odds`,
    payload: { market_id: 1, specifier: market.specifier, outcome_id: 1, odds },
  });
  expect(fixed.statusCode, fixed.body).toBe(200);
  if (live) await test.app.inject({ method: 'POST', url: `/__sandbox/matches/${matchId}/start` });
  return { match_id: matchId, market_id: 1, specifier: market.specifier, outcome_id: 1, odds };
}

/** Selections at these odds, one fresh match each. */
export async function picksAt(test: BetsTestApp, odds: readonly number[]): Promise<PlaceBetSelection[]> {
  const out: PlaceBetSelection[] = [];
  for (const value of odds) out.push(await pickAt(test, value));
  return out;
}
