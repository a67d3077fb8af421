import type { Bet, Market, Match } from '@sportsbook/contract';
import { routes } from '@sportsbook/contract';
import { expect } from 'vitest';
import { expectContractResponse } from '../testing/expect-contract';
import type { BetsTestApp } from '../sportsbook/bets/bets-test-app';

/** Stake × odds rounded down to the cent, in exact integers (odds have at most three decimals). */
export const payout = (stake: number, odds: number) =>
  Number((BigInt(stake) * BigInt(Math.round(odds * 1000))) / 1000n);

/** A place-bet selection of one outcome of a race, draw or outright market, at the odds offered now. */
export function selectionOf(
  event: { id: number },
  market: Market,
  outcomeId: number,
  kind: 'race' | 'draw' | 'outright',
) {
  const outcome = market.outcomes.find((candidate) => candidate.id === outcomeId)!;
  return {
    match_id: event.id,
    event_kind: kind,
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: outcomeId,
    odds: outcome.odds,
  };
}

/** What the race, draw and outright tests read and drive through the API, on the bets test app. */
export function eventKindsKit(test: () => BetsTestApp) {
  async function getJson<T>(path: string): Promise<T> {
    const response = await test().app.inject({ method: 'GET', url: path });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  /**
   * A prematch event of a type (`race` or `draw`) with its markets; `skip` passes over earlier ones, so that
   * each test takes its own (the list is served from a cache for a second, and may still show one a test ran).
   */
  async function nextEvent(type: 'race' | 'draw', skip = 0): Promise<{ event: Match; markets: Market[] }> {
    const page = await getJson<{ data: Match[] }>(`/api/v2/matches?type=${type}&match_status=0&limit=50`);
    const event = page.data.filter((candidate) => candidate.status === 0)[skip]!;
    const markets = await getJson<{ data: Market[] }>(`/api/v2/matches/${event.id}/markets`);
    return { event, markets: markets.data };
  }

  async function control(path: string, payload: Record<string, unknown> = {}) {
    const response = await test().app.inject({ method: 'POST', url: path, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown>;
  }

  /** The player's bet as My Bets lists it now. */
  async function listedBet(id: number): Promise<Bet> {
    const response = await test().app.inject({
      method: 'GET',
      url: '/api/v3/bets?limit=100',
      headers: test().headers,
    });
    const bets = expectContractResponse(routes.bets.getBets, response.json()).data;
    return bets.find((bet) => bet.id === id)!;
  }

  /** The bet once the control API has settled what can be settled. */
  async function settledBet(id: number): Promise<Bet> {
    await control('/__sandbox/bets/settle');
    return listedBet(id);
  }

  return { getJson, nextEvent, control, listedBet, settledBet };
}
