import { describe, expect, it } from 'vitest';
import { sampleSlipBet } from '../testing/samples';
import { SlipBet } from './slip';

describe('SlipBet wanted win', () => {
  it('restores a slip stored before wanted wins were kept with none', () => {
    const { wantedWin: _dropped, ...stored } = sampleSlipBet;
    expect(SlipBet.parse(stored).wantedWin).toBeNull();
  });

  it('keeps the wanted win of a stake typed as a potential win', () => {
    const typed = { ...sampleSlipBet, stakeSource: 'potential_win', wantedWin: 1910 };
    expect(SlipBet.parse(typed).wantedWin).toBe(1910);
  });

  it('refuses a wanted win that is not whole minor units', () => {
    expect(SlipBet.safeParse({ ...sampleSlipBet, wantedWin: 19.1 }).success).toBe(false);
  });
});
