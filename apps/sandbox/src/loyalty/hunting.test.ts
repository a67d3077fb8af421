import { describe, expect, it } from 'vitest';
import { eur, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { pickAt } from '../bonuses/bonus-test-helpers';
import { activate, betAt, listOf } from './loyalty-test-helpers';

const test = useBetsApp();

const hunting = async () => (await listOf(test(), 'huntings'))[0]!;

describe('hunting (SPEC §3 farming stats, farm_once_per_event, farming_freebet_type)', () => {
  it('offers the running hunting to join; a bet before joining farms nothing', async () => {
    const before = await hunting();
    expect(before).toMatchObject({
      type: 'hunting',
      status: 'available',
      issued: null,
      promotion_status: 'active',
    });
    await betAt(test(), 2);
    await activate(test(), before.id);
    const joined = await hunting();
    expect(joined.status).toBe('active');
    expect(joined.issued!.farming).toMatchObject({ points: 0, bets_count: 0, potential_points: 50 });
  });

  it('a qualifying bet farms points once, even when heard again; low odds or a second bet on the event farm none', async () => {
    const { bet, selection } = await betAt(test(), 2, 400);
    await test().deps.events.emit('betChanged', { userId: test().userId, bet });
    let farming = (await hunting()).issued!.farming;
    expect(farming).toMatchObject({ points: 10, bets_count: 1, avg_stake: 400, available_points: 10 });
    expect(farming.potential_points).toBe(40);
    await placeOk(test(), placeBody([{ stake: eur(500), selections: [selection] }]));
    await betAt(test(), 1.3);
    await betAt(test(), 2, 50);
    farming = (await hunting()).issued!.farming;
    expect(farming.points).toBe(10);
    const view = await hunting();
    expect(view.farmed_event_ids).toEqual([selection.match_id]);
    expect(view.used_in_bets).toEqual([bet.id]);
  });

  it('turns every 50 points into a freebet of the farming_freebet_type, issued once per conversion', async () => {
    for (let i = 0; i < 4; i++) await betAt(test(), 1.8);
    const view = await hunting();
    expect(view.issued!.farming).toMatchObject({ points: 50, available_points: 0, potential_points: 50 });
    expect(view.farming_freebet_type).toBe('freebet_no_risk');
    const freebets = await test().deps.services.bonuses.store.list(test().userId, 'freebet');
    const rewards = freebets.filter((row) => row.campaign === 'hunting-reward');
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ amount: 1_000, issueKey: `hunting:${view.id}:1` });
    expect((rewards[0]!.terms as { type: string }).type).toBe('freebet_no_risk');
    expect(view.issued!.farming.potential_freebet_amount).toBe(1_000);
  });

  it('a bet placed with a freebet farms nothing (the stake was the house’s)', async () => {
    const freebet = (await test().deps.services.bonuses.store.list(test().userId, 'freebet'))[0]!;
    const { bet } = await betAt(test(), 2);
    const before = (await hunting()).issued!.farming.points;
    const fresh = await pickAt(test(), 2);
    const [selection] = bet.selections;
    const onFreebet = {
      ...bet,
      id: bet.id + 10_000,
      bonus: { id: freebet.id, type: 'freebet', odds: null },
      selections: [{ ...selection!, match: { ...selection!.match, id: fresh.match_id } }],
    };
    await test().deps.events.emit('betChanged', { userId: test().userId, bet: onFreebet });
    expect((await hunting()).issued!.farming.points).toBe(before);
    await test().deps.events.emit('betChanged', {
      userId: test().userId,
      bet: { ...onFreebet, bonus: null },
    });
    expect((await hunting()).issued!.farming.points).toBe(before + 10);
  });
});
