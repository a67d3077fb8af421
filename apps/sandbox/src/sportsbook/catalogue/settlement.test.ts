import type { Market } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { settleMarkets, settleOne } from './settlement';

function market(id: number, specifier: string, outcomes: [number, string][]): Market {
  return {
    match_urn_id: 'sr:match:1',
    id,
    name: `market ${id}`,
    status: 1,
    specifier,
    outcomes: outcomes.map(([outcomeId, name]) => ({ id: outcomeId, name, active: true, odds: 2 })),
    market_groups: [{ groupKey: 'main' }],
    priority: 1,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
  };
}

const twoOne = {
  home: 2,
  away: 1,
  periods: [
    { home: 1, away: 0 },
    { home: 1, away: 1 },
  ],
};

function results(markets: Market[], score = twoOne, abandoned = false) {
  return settleMarkets(markets, score, abandoned).map(
    (result) => `${result.market_id}/${result.specifier}/${result.outcome_id}:${result.result}`,
  );
}

describe('settlement', () => {
  it('settles 1X2, totals and handicaps on a 2–1 home win', () => {
    expect(
      results([
        market(1, '', [
          [1, 'Home'],
          [2, 'Draw'],
          [3, 'Away'],
        ]),
        market(18, 'total=2.5', [
          [12, 'Over 2.5'],
          [13, 'Under 2.5'],
        ]),
        market(16, 'hcp=-1.5', [
          [1714, 'Home (-1.5)'],
          [1715, 'Away (+1.5)'],
        ]),
      ]),
    ).toEqual([
      '1//1:won',
      '1//2:lost',
      '1//3:lost',
      '18/total=2.5/12:won',
      '18/total=2.5/13:lost',
      '16/hcp=-1.5/1714:lost',
      '16/hcp=-1.5/1715:won',
    ]);
  });

  it('voids a total landing on its line, and a two-way winner on a draw', () => {
    const draw = { home: 1, away: 1, periods: [] };
    expect(
      results(
        [
          market(18, 'total=2', [
            [12, 'Over 2'],
            [13, 'Under 2'],
          ]),
          market(186, '', [
            [4, 'A'],
            [5, 'B'],
          ]),
        ],
        draw,
      ),
    ).toEqual(['18/total=2/12:void', '18/total=2/13:void', '186//4:void', '186//5:void']);
  });

  it('settles half and numbered-period markets on their period only', () => {
    expect(
      results([
        market(60, '', [
          [1, 'H'],
          [2, 'D'],
          [3, 'A'],
        ]),
        market(202, 'setnr=2', [
          [4, 'H'],
          [5, 'A'],
        ]),
      ]),
    ).toEqual(['60//1:won', '60//2:lost', '60//3:lost', '202/setnr=2/4:void', '202/setnr=2/5:void']);
  });

  it('settles correct scores by their id, "Other" by the listed scores', () => {
    const correct = market(41, '', [
      [1021, '2:1'],
      [1011, '1:1'],
      [1999, 'Other'],
    ]);
    expect(results([correct])).toEqual(['41//1021:won', '41//1011:lost', '41//1999:lost']);
    expect(settleOne({ id: 41, specifier: '' }, 1021, twoOne)).toBe('won');
  });

  it('voids everything of an abandoned match', () => {
    expect(
      results(
        [
          market(1, '', [
            [1, 'Home'],
            [3, 'Away'],
          ]),
        ],
        twoOne,
        true,
      ),
    ).toEqual(['1//1:void', '1//3:void']);
  });

  it('settles regular-time lines of ice hockey on three periods, overtime lines on the whole match', () => {
    // 2–2 after three periods, the home side scores in overtime: 3–2 final.
    const overtimeWin = {
      home: 3,
      away: 2,
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 1 },
        { home: 1, away: 1 },
        { home: 1, away: 0 },
      ],
      regulationPeriods: 3,
    };
    const regular = market(1, '', [
      [1, 'Home'],
      [2, 'Draw'],
      [3, 'Away'],
    ]);
    const withOvertime = market(406, '', [
      [4, 'Home'],
      [5, 'Away'],
    ]);
    expect(results([regular, withOvertime], overtimeWin)).toEqual([
      '1//1:lost',
      '1//2:won',
      '1//3:lost',
      '406//4:won',
      '406//5:lost',
    ]);
  });

  it('settles a team total on that team alone, overtime included', () => {
    // 101–99 after overtime: the home total over 100.5 wins, the away total over 100.5 loses.
    const final = { home: 101, away: 99, periods: [], regulationPeriods: 4 };
    expect(settleOne({ id: 227, specifier: 'total=100.5' }, 12, final)).toBe('won');
    expect(settleOne({ id: 228, specifier: 'total=100.5' }, 12, final)).toBe('lost');
  });
});
