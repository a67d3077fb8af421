import type { BetSelection } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { settleBet } from './settle-bet';
import type { SettlingBet } from './settle-bet';

function leg(odds: number, matchId: number): BetSelection {
  return {
    id: matchId,
    status: 'open',
    market: { id: 1, name: '1X2' },
    outcome: { id: 1, name: 'Home' },
    odds,
    match: {
      id: matchId,
      urn_id: `sr:match:${matchId}`,
      slug: `m-${matchId}`,
      name: 'A – B',
      start_time: '2026-11-21T20:00:00.000Z',
      status: 0,
      sport_key: 'football',
    },
    specifier: '',
  };
}

function bet(type: SettlingBet['type'], odds: number[], extra: Partial<SettlingBet> = {}): SettlingBet {
  return {
    type,
    stake: 1_000,
    currency: 'EUR',
    selections: odds.map((o, i) => leg(o, i + 1)),
    systemId: null,
    customOdds: null,
    ...extra,
  };
}

describe('settling one bet', () => {
  it('pays a won combo the exact product of its odds, rounded down once', () => {
    // 1000 × 2.35 × 1.87 = 4394.5 → 4394
    expect(settleBet(bet('combo', [2.35, 1.87]), ['won', 'won'])).toMatchObject({
      result: 'win_entire',
      winAmount: 4_394,
    });
  });

  it('pays nothing for a combo with a lost leg, and marks each leg', () => {
    const settled = settleBet(bet('combo', [2, 3]), ['won', 'lost']);
    expect(settled).toMatchObject({ result: 'lose_entire', winAmount: 0 });
    expect(settled.selections.map((s) => s.status)).toEqual(['won', 'lost']);
  });

  it('counts void legs at odds 1: refund_half_win_other, refund_half_lose_other, refund_entire', () => {
    expect(settleBet(bet('combo', [2, 3]), ['void', 'won'])).toMatchObject({
      result: 'refund_half_win_other',
      winAmount: 3_000,
    });
    expect(settleBet(bet('combo', [2, 3]), ['void', 'lost'])).toMatchObject({
      result: 'refund_half_lose_other',
      winAmount: 0,
    });
    expect(settleBet(bet('combo', [2, 3]), ['void', 'void'])).toMatchObject({
      result: 'refund_entire',
      winAmount: 1_000,
    });
  });

  it('sums a 2/3 system over its combinations: stake / 3 per pair', () => {
    // Pairs: 2×3 (won, won) pays 1000/3 × 6 = 2000; the pairs with the lost leg pay nothing.
    const system = bet('system', [2, 3, 4], { systemId: '2/3' });
    expect(settleBet(system, ['won', 'won', 'lost'])).toMatchObject({
      result: 'win_entire',
      winAmount: 2_000,
    });
    // Void third leg at 1: (6 + 2 + 3) × 1000 / 3 = 3666.67 → 3666
    expect(settleBet(system, ['won', 'won', 'void'])).toMatchObject({
      result: 'refund_half_win_other',
      winAmount: 3_666,
    });
  });

  it('pays a custom bet its custom odds, refunds it on a void leg and loses it on a lost one', () => {
    const custom = bet('custom_bet', [2, 1.5], { customOdds: 2.61 });
    expect(settleBet(custom, ['won', 'won']).winAmount).toBe(2_610);
    expect(settleBet(custom, ['void', 'won'])).toMatchObject({
      winAmount: 1_000,
      result: 'refund_entire',
    });
    expect(settleBet(custom, ['void', 'lost'])).toMatchObject({
      winAmount: 0,
      result: 'refund_half_lose_other',
    });
  });
});
