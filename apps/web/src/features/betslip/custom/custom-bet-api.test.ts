import { describe, expect, it } from 'vitest';
import { sampleMarket } from '@/features/odds/testing/odds-fixtures';
import { mockApi } from '@/testing/render-in-app';
import { customOddsRequest, getCustomOdds } from './custom-bet-api';
import { togglePick } from './custom-selection';

const context = { sportsbookApiUrl: 'http://sportsbook.test', platformApiUrl: 'http://platform.test' };

describe('bet builder odds request', () => {
  it('names the match and each picked line and outcome, without odds', () => {
    expect(
      customOddsRequest(4, [
        { market_id: 1, specifier: '', outcome_id: 2 },
        { market_id: 9, specifier: 'total=2.5', outcome_id: 12 },
      ]),
    ).toEqual({
      match_id: 4,
      selections: [
        { market_id: 1, specifier: '', outcome_id: 2 },
        { market_id: 9, specifier: 'total=2.5', outcome_id: 12 },
      ],
    });
  });

  it('posts the legs to /bets/custom/odds and answers the quoted odds', async () => {
    const fetchMock = mockApi([[/\/bets\/custom\/odds$/, () => ({ body: { odds: 4.25 } })]]);
    const legs = [
      { market_id: 1, specifier: '', outcome_id: 1 },
      { market_id: 3, specifier: '', outcome_id: 5 },
    ];
    expect(await getCustomOdds(context, 4, legs)).toBe(4.25);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v3\/bets\/custom\/odds$/);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ match_id: 4, selections: legs });
  });

  it('keeps one pick per market: another outcome replaces it, the same one takes it off', () => {
    const market = sampleMarket([2, 3, 4]);
    const other = { ...market, id: 2 };
    const [home, draw] = market.outcomes;
    let picks = togglePick([], market, home!);
    picks = togglePick(picks, other, other.outcomes[0]!);
    picks = togglePick(picks, market, draw!);
    expect(picks.map((pick) => [pick.market.id, pick.outcome.id])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(togglePick(picks, market, draw!).map((pick) => pick.market.id)).toEqual([2]);
  });
});
