import { describe, expect, it } from 'vitest';
import { toOdds } from '../units';
import { run, selection, taps } from '../testing/fixtures';
import { isSelected, isSelectedAsRegular } from './selected';

const regular = selection({ matchId: 7, marketId: 3, odds: 1.8 });
const leg = selection({ matchId: 7, marketId: 3, odds: 1.8, type: 'custom' });
const otherLeg = selection({ matchId: 7, marketId: 4, odds: 2.1, type: 'custom' });

describe('regular odds buttons show only regular selections as pressed', () => {
  it('a custom bet leg with the same outcome key is on the slip, but not as a regular selection', () => {
    expect(leg.id).toBe(regular.id);
    const state = run([{ type: 'customBetAdded', selections: [leg, otherLeg], customOdds: toOdds(3.4) }]);
    expect(isSelected(state, regular.id)).toBe(true);
    expect(isSelectedAsRegular(state, regular.id)).toBe(false);
  });

  it('a regular selection of the outcome shows as pressed', () => {
    const state = run(taps(regular));
    expect(isSelectedAsRegular(state, regular.id)).toBe(true);
  });

  it('an outcome that is not on the slip is not pressed', () => {
    const state = run(taps(regular));
    expect(isSelectedAsRegular(state, otherLeg.id)).toBe(false);
  });
});
