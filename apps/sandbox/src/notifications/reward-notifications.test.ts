import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { forceHit } from '../jackpots/jackpot-test-helpers';
import { createMatch, eur, pick, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse } from '../testing/expect-contract';

const test = useBetsApp();

async function notifications(language = 'en') {
  const response = await test().app.inject({
    method: 'GET',
    url: '/api/v2/notifications?limit=50',
    headers: { ...test().headers, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.sportsbook.getNotifications, response.json()).data;
}

describe('bonus and jackpot notifications, heard through domain events (issue 22)', () => {
  it('an issued freebet raises one bonus notification, once however often it is heard', async () => {
    const { bonuses } = test().deps.services;
    const row = await bonuses.issue(test().userId, 'welcome-all-win', {
      key: 'notify:1',
      trigger: 'control',
    });
    expect(row).not.toBeNull();
    const about = (await notifications()).filter((entry) => entry.object_id === row!.id);
    expect(about).toEqual([
      expect.objectContaining({
        type: 'bonus',
        object_type: 'bonus',
        read: false,
        title: 'Freebet received',
        body: 'A freebet is waiting in your bonuses.',
      }),
    ]);
    await test().deps.events.emit('bonusIssued', {
      userId: test().userId,
      bonusId: row!.id,
      bonusType: 'freebet',
    });
    expect((await notifications()).filter((entry) => entry.object_id === row!.id)).toHaveLength(1);
  });

  it('an issued comboboost reads as one, in the language asked for', async () => {
    const row = await test().deps.services.bonuses.issue(test().userId, 'acca-boost', {
      key: 'notify:2',
      trigger: 'control',
    });
    const [german] = (await notifications('de')).filter((entry) => entry.object_id === row!.id);
    expect(german).toMatchObject({ type: 'bonus', title: 'Kombi-Boost erhalten' });
  });

  it('a paid jackpot hit raises a jackpot notification with the win', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(1_000), selections: [selection] }]));
    const forced = await forceHit(test(), bet!.id, 'mini');
    expect(forced.statusCode, forced.body).toBe(201);
    const { hit } = forced.json() as { hit: { id: number; amount: number } };
    const [notification] = (await notifications()).filter((entry) => entry.type === 'jackpot');
    const whole = `${Math.floor(hit.amount / 100)}.${String(hit.amount % 100).padStart(2, '0')}`;
    expect(notification).toMatchObject({
      object_type: 'jackpot_hit',
      object_id: hit.id,
      title: 'Jackpot won!',
      body: `You hit the jackpot: ${whole} EUR was paid to your balance.`,
    });
  });
});
