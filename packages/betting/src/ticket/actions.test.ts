import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../units';
import { context, marketOf, run, selection, taps } from '../testing/fixtures';
import { ticketActions } from './actions';

const a = selection({ matchId: 1, odds: 2 });
const b = selection({ matchId: 2, odds: 3 });
const c = selection({ matchId: 3, odds: 4 });

describe('ticket actions (impossible actions are absent)', () => {
  it('offers combo and system for three selections of different matches, single only with multi-single', () => {
    const state = run(taps(a, b, c));
    expect(ticketActions(state, context()).betTypes).toEqual({ single: false, combo: true, system: true });
    const multi = context({ multiSingleAvailableByProvider: { betradar: true } });
    expect(ticketActions(state, multi).betTypes.single).toBe(true);
  });

  it('offers accepting odds only while odds changed', () => {
    const changed = run([...taps(a), { type: 'marketUpdated', market: marketOf(a, { odds: 1.5 }) }]);
    expect(ticketActions(changed, context())).toMatchObject({ acceptOddsChanges: true, place: false });
    expect(ticketActions(run(taps(a)), context()).acceptOddsChanges).toBe(false);
  });

  it('offers nothing but waiting while a placement is in progress', () => {
    const placing = run([
      ...taps(a, b),
      { type: 'stakeChanged', betIndex: 0, stake: 500 as MinorUnits },
      { type: 'placeRequested', isLoggedIn: true },
    ]);
    expect(ticketActions(placing, context())).toEqual({
      place: false,
      acceptOddsChanges: false,
      betTypes: { single: false, combo: false, system: false },
      edit: false,
    });
  });
});
