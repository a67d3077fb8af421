import type { SlipBet } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { newSlipBet } from '../rules/slip-bet';
import { selection } from '../testing/fixtures';
import type { MinorUnits } from '../units';
import { potentialWin, stakeForPotentialWin } from './potential-win';

const eur = { currency: 'EUR', subunits: 2 };

function bet(betType: SlipBet['betType'], odds: number[], extra: Partial<SlipBet> = {}): SlipBet {
  const selections = odds.map((o, i) => selection({ matchId: i + 1, odds: o }));
  return { ...newSlipBet(betType, selections, eur), ...extra };
}

describe('the stake for a wanted win is the largest whose potential win does not exceed it', () => {
  it('takes the stake whose win rounds down onto the wanted win', () => {
    // wanted 3,299,699 at 14.88: 221,754 × 14.88 = 3,299,699.52 → 3,299,699 (exactly the wanted win);
    // 221,755 × 14.88 = 3,299,714.4 is over it
    const single = bet('single', [14.88]);
    expect(stakeForPotentialWin(single, 3_299_699 as MinorUnits)).toBe(221_754);
    expect(potentialWin({ ...single, stake: 221_754 })).toBe(3_299_699);
  });

  it('takes the stake whose exact win falls short when no stake wins exactly the wanted amount', () => {
    // wanted 10.00 at 3.0: 333 × 3 = 999 ≤ 1000 < 334 × 3 = 1002
    expect(stakeForPotentialWin(bet('single', [3]), 1000 as MinorUnits)).toBe(333);
  });

  it('takes the largest stake for a system, whose win is rounded once over its combinations', () => {
    // 2/3 on 2, 3, 4: factor (6 + 8 + 12) / 3 = 26 / 3. Wanted 300: 34 × 26 / 3 = 294.67 → 294, 35 → 303.33 is
    // over. Wanted 8666: 1000 × 26 / 3 = 8666.67 → 8666, 1001 → 8675.33 is over.
    const system = bet('system', [2, 3, 4], { systemType: { totalCount: 3, winCount: 2 } });
    expect(stakeForPotentialWin(system, 300 as MinorUnits)).toBe(34);
    expect(stakeForPotentialWin(system, 8666 as MinorUnits)).toBe(1000);
  });

  it('is 0 when even one minor unit would win more than wanted', () => {
    // 1 × 2.5 = 2.5 → 2 > 1
    expect(stakeForPotentialWin(bet('single', [2.5]), 1 as MinorUnits)).toBe(0);
  });
});
