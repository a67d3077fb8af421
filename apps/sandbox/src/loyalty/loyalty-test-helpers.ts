import type { FarmingBonus } from '@sportsbook/contract';
import { routes } from '@sportsbook/contract';
import { expect } from 'vitest';
import type { z } from 'zod';
import { pickAt } from '../bonuses/bonus-test-helpers';
import { eur, placeBody, placeOk } from '../sportsbook/bets/bets-test-app';
import type { BetsTestApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse } from '../testing/expect-contract';

type Farming = z.output<typeof FarmingBonus>;

/** GET a loyalty list as the test player (or with other headers), checked against the contract. */
export async function listOf(
  test: BetsTestApp,
  path: 'huntings' | 'tournaments' | 'lootboxes',
  query = '',
  headers: Record<string, string> = test.headers,
): Promise<Farming[]> {
  const response = await test.app.inject({ method: 'GET', url: `/api/v2/bonuses/${path}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const route = {
    huntings: routes.sportsbook.getHuntings,
    tournaments: routes.sportsbook.getBonusTournaments,
    lootboxes: routes.sportsbook.getLootboxes,
  }[path];
  return expectContractResponse(route, response.json()).data;
}

/** Joins a programme through the bonus activation route. */
export async function activate(test: BetsTestApp, id: number): Promise<void> {
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/v2/bonuses/${id}/activate`,
    headers: test.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Places a single of `stake` cents at `odds` on a fresh match (or the given selection); answers the bet. */
export async function betAt(test: BetsTestApp, odds: number, stake = 500) {
  const selection = await pickAt(test, odds);
  const [bet] = await placeOk(test, placeBody([{ stake: eur(stake), selections: [selection] }]));
  return { bet: bet!, selection };
}
