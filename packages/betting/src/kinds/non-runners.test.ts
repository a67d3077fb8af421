import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../units';
import { context, raceSelection, run, selection, taps } from '../testing/fixtures';

const OFF = '2026-11-26T18:00:00.000Z';

describe('issue 17: non-runners are removed from the slip with a message', () => {
  const win4 = raceSelection(3, [4], 5, OFF);
  const forecast74 = raceSelection(3, [7, 4], 40, OFF);
  const win6 = raceSelection(3, [6], 3, OFF);
  const otherRace4 = raceSelection(8, [4], 2.5, OFF);
  const match = selection({ matchId: 4, odds: 2 });

  it('selections naming a withdrawn runner (Win on it, a forecast with it) leave the slip, with a notice each', () => {
    const state = run([
      ...taps(win4, forecast74, win6, otherRace4, match),
      { type: 'runnersWithdrawn', matchId: 3, runners: [4] },
    ]);
    expect(state.selectedOutcomeIds).toEqual([win6.id, otherRace4.id, match.id]);
    expect(state.notices.map((notice) => [notice.kind, notice.selection.id])).toEqual([
      ['non_runner', win4.id],
      ['non_runner', forecast74.id],
    ]);
  });

  it('a withdrawal naming no runner on the slip changes nothing', () => {
    const state = run(taps(win6, match));
    expect(run([{ type: 'runnersWithdrawn', matchId: 3, runners: [4] }], context(), state)).toBe(state);
  });

  it('not while a placement is in flight: the server refunds a placed bet on a non-runner', () => {
    const placing = run([
      ...taps(win4),
      { type: 'stakeChanged', betIndex: 0, stake: 100 as MinorUnits },
      { type: 'placeRequested', isLoggedIn: true },
    ]);
    expect(run([{ type: 'runnersWithdrawn', matchId: 3, runners: [4] }], context(), placing)).toBe(placing);
  });

  it('the player dismisses the notices', () => {
    const state = run([...taps(win4), { type: 'runnersWithdrawn', matchId: 3, runners: [4] }]);
    expect(state.notices).toHaveLength(1);
    expect(run([{ type: 'noticesDismissed' }], context(), state).notices).toEqual([]);
  });
});
