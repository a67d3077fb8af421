import type { SlipBet } from '@sportsbook/contract';
import { MaxStakeRequest } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { newSlipBet } from '../rules/slip-bet';
import { selection } from '../testing/fixtures';
import { maxStakeRequest } from './place-request';

const eur = { currency: 'EUR', subunits: 2 };
const a = selection({ matchId: 1, odds: 2, specifier: 'total=2.5', outcomeId: 12, marketId: 18 });
const b = selection({ matchId: 2, odds: 3 });
const c = selection({ matchId: 3, odds: 4 });

describe('the max-stake request (POST /bets/max-stake, the slip’s "max")', () => {
  it('asks for a bet by its type, currency and selections at the slip’s odds, with no stake', () => {
    const request = maxStakeRequest(newSlipBet('single', [a], eur, 500));
    expect(MaxStakeRequest.parse(request)).toEqual(request);
    expect(request).toEqual({
      type: 'single',
      currency: 'EUR',
      selections: [{ match_id: 1, market_id: 18, specifier: 'total=2.5', outcome_id: 12, odds: 2 }],
    });
  });

  it('names a system bet’s type', () => {
    const system: SlipBet = {
      ...newSlipBet('system', [a, b, c], eur, 900),
      systemType: { totalCount: 3, winCount: 2 },
    };
    expect(maxStakeRequest(system)).toMatchObject({ type: 'system', system_id: '2/3' });
  });

  it('asks for a combo with every selection', () => {
    expect(maxStakeRequest(newSlipBet('combo', [a, b], eur, 0)).selections).toHaveLength(2);
  });
});
