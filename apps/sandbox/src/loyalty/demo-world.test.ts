import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse } from '../testing/expect-contract';
import { DEMO_SCORE, RIVALS, seedLoyaltyWorld } from './demo-world';
import { listOf } from './loyalty-test-helpers';

const test = useBetsApp();

describe('the seeded loyalty world (issue 20)', () => {
  it('ranks the demo player among fifty rivals, mid-hunting, with an unopened lootbox; seeding twice adds nothing', async () => {
    const { loyalty } = test().deps.services;
    await seedLoyaltyWorld(test().deps.db, loyalty, test().userId);
    await seedLoyaltyWorld(test().deps.db, loyalty, test().userId);
    const [tournament] = await listOf(test(), 'tournaments');
    const response = await test().app.inject({
      method: 'GET',
      url: `/api/v2/bonuses/tournaments/${tournament!.id}/rating`,
      headers: test().headers,
    });
    const rows = expectContractResponse(routes.sportsbook.getTournamentRating, response.json()).data;
    expect(rows).toHaveLength(11);
    expect(rows.slice(6, 8).map((row) => row.position)).toEqual([7, 7]);
    expect(rows.at(-1)).toMatchObject({ position: 13, current_user: true, farmed_amount: DEMO_SCORE });
    expect(rows.at(-1)!.email).toBe('demo@sandbox.test');
    const entries = await loyalty.store.scored(tournament!.id);
    expect(entries).toHaveLength(RIVALS + 1);
    const pooled = entries.reduce((sum, entry) => sum + Math.floor(entry.farmedAmount / 100), 0);
    expect(tournament!.pool_amount).toBe(100_000 + pooled);
    const [hunting] = await listOf(test(), 'huntings');
    expect(hunting!.issued!.farming).toMatchObject({ points: 30, potential_points: 20 });
    const boxes = await listOf(test(), 'lootboxes');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.status).toBe('active');
  });
});

describe('predictions (SPEC §3 Prediction, §7 /vote)', () => {
  it('answers null before a vote, saves one, and a second vote replaces the first', async () => {
    const get = () =>
      test().app.inject({ method: 'GET', url: '/api/v2/vote?prediction_id=5', headers: test().headers });
    expect((await get()).json()).toBeNull();
    const vote = (data: Record<string, unknown>) =>
      test().app.inject({
        method: 'POST',
        url: '/api/v2/vote',
        headers: test().headers,
        payload: { prediction_id: 5, data },
      });
    const saved = expectContractResponse(
      routes.sportsbook.saveVote,
      (await vote({ home: 2, away: 1 })).json(),
    );
    expect(saved).toMatchObject({ prediction_id: 5, data: { home: 2, away: 1 } });
    await vote({ home: 0, away: 0 });
    const read = expectContractResponse(routes.sportsbook.getVote, (await get()).json());
    expect(read!.data).toEqual({ home: 0, away: 0 });
    const visitor = await test().app.inject({ method: 'GET', url: '/api/v2/vote?prediction_id=5' });
    expect(visitor.statusCode).toBe(401);
  });
});
