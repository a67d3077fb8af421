import type { BetSelection } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { OutcomeResultValue } from '../sportsbook/catalogue/settlement';
import { settleBet } from '../sportsbook/bets/settle-bet';
import { applyBonusToSettlement } from './bonus-settlement';

const ladder = [
  { min_count: 3, max_count: 4, bonus_odds: 1.05 },
  { min_count: 5, max_count: 6, bonus_odds: 1.1 },
  { min_count: 7, max_count: 9, bonus_odds: 1.15 },
  { min_count: 10, max_count: 30, bonus_odds: 1.25 },
];

function leg(odds: number, index: number): BetSelection {
  return {
    id: index + 1,
    status: 'open',
    market: { id: 1, name: '1X2' },
    outcome: { id: 1, name: 'Home' },
    odds,
    match: {
      id: index + 1,
      urn_id: '',
      slug: 'm',
      name: 'A – B',
      start_time: '',
      status: 0,
      sport_key: 'football',
    },
    specifier: '',
  };
}

function settle(
  odds: number[],
  results: OutcomeResultValue[],
  bonusTerms: Record<string, unknown> | null,
  stake = 1_000,
) {
  const selections = odds.map(leg);
  const type = odds.length > 1 ? 'combo' : 'single';
  const settled = settleBet(
    { type, stake, currency: 'EUR', selections, systemId: null, customOdds: null },
    results,
  );
  return applyBonusToSettlement({ stake, selections, bonusTerms }, settled, results);
}

const won = (count: number): OutcomeResultValue[] => Array.from({ length: count }, () => 'won');

describe('comboboost settlement: the win × the snapshotted bonus odds of the range reached', () => {
  const boost = { kind: 'comboboost', ranges: ladder };
  it.each([
    // 10.00 × 2^n × bonus, rounded down once
    [3, 8_400], // 80.00 × 1.05
    [5, 35_200], // 320.00 × 1.10
    [7, 147_200], // 1,280.00 × 1.15
    [10, 1_280_000], // 10,240.00 × 1.25
  ])('a won %i-leg combo at odds 2.00 pays %i cents', (count, cents) => {
    expect(settle(Array(count).fill(2), won(count), boost)).toMatchObject({
      result: 'win_entire',
      winAmount: cents,
      credit: cents,
      reason: 'bet_win',
    });
  });

  it('a void leg moves a 5-leg combo to the 3-4 range: 10.00 × 2^4 × 1.05 = 168.00', () => {
    expect(settle(Array(5).fill(2), [...won(4), 'void'], boost)).toMatchObject({
      result: 'refund_half_win_other',
      winAmount: 16_800,
    });
  });

  it('void legs below the first range leave no boost: 3 legs, one void, pays 10.00 × 2 × 2 = 40.00', () => {
    expect(settle([2, 2, 2], [...won(2), 'void'], boost).winAmount).toBe(4_000);
  });

  it('a lost leg pays nothing', () => {
    expect(settle([2, 2, 2], ['won', 'won', 'lost'], boost)).toMatchObject({
      result: 'lose_entire',
      credit: 0,
    });
  });

  it('a bet without a bonus is paid what it returns', () => {
    expect(settle([2, 2, 2], won(3), null)).toMatchObject({
      winAmount: 8_000,
      credit: 8_000,
      reason: 'bet_win',
    });
  });
});

describe('freebet settlement per variant (10.00 freebet on 2.50 × 2.00)', () => {
  const odds = [2.5, 2];
  const cases: [string, OutcomeResultValue[], Record<string, number>][] = [
    // win: returns 50.00 = stake 10.00 + profit 40.00
    ['win', ['won', 'won'], { freebet_all_win: 5_000, freebet_only_win: 4_000, freebet_no_risk: 4_000 }],
    // lose: nothing, but no-risk gives the stake back as cash
    ['lose', ['won', 'lost'], { freebet_all_win: 0, freebet_only_win: 0, freebet_no_risk: 1_000 }],
    // half-win: the 2.00 leg void, returns 25.00 = stake + 15.00
    [
      'half-win',
      ['won', 'void'],
      { freebet_all_win: 2_500, freebet_only_win: 1_500, freebet_no_risk: 1_500 },
    ],
    // half-lose: one leg void, the other lost
    ['half-lose', ['lost', 'void'], { freebet_all_win: 0, freebet_only_win: 0, freebet_no_risk: 1_000 }],
    // refund: every leg void, nothing paid, the freebet is given back
    ['refund', ['void', 'void'], { freebet_all_win: 0, freebet_only_win: 0, freebet_no_risk: 0 }],
  ];
  for (const [name, results, credits] of cases)
    for (const [variant, credit] of Object.entries(credits))
      it(`${variant}, ${name}: credits ${credit} cents`, () => {
        const paid = settle(odds, results, { kind: 'freebet', variant });
        expect(paid.credit).toBe(credit);
        expect(paid.winAmount).toBe(credit);
        expect(paid.freebetReturned).toBe(name === 'refund');
      });
});
