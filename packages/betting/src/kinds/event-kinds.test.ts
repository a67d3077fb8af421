import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../units';
import { context, raceSelection, run, selection, taps } from '../testing/fixtures';
import { buildPlaceBetsRequest } from '../place/place-request';
import { nonCombinableReason } from '../rules/combinable';
import { bettingClosesAt, eventKindOf, isClosedByStatus, isClosedForBetting } from './event-kinds';

const OFF = '2026-11-26T18:00:00.000Z';
const offMs = Date.parse(OFF);
const outright = {
  ...selection({ matchId: 200_000_051, odds: 4.5, marketId: 1, outcomeId: 17 }),
  event: {
    kind: 'outright' as const,
    name: 'Premier League 2026/27 – Winner',
    endDate: '2027-05-23T16:00:00.000Z',
  },
};
const draw = {
  ...selection({ matchId: 400_000_123, odds: 1.9, marketId: 601, outcomeId: 1 }),
  event: { kind: 'draw' as const, name: 'Lotto 6/49 · Draw 123', drawTime: OFF },
};

describe('issue 17: event kinds of a selection', () => {
  it('a selection without event details is on a match; the details name the other kinds', () => {
    expect(eventKindOf(selection({ matchId: 1, odds: 2 }))).toBe('match');
    expect(eventKindOf(outright)).toBe('outright');
    expect(eventKindOf(raceSelection(3, [4], 5, OFF))).toBe('race');
    expect(eventKindOf(draw)).toBe('draw');
  });

  it('bets close at the off, at the draw, and at an outright’s end date; a match has no closing time', () => {
    expect(bettingClosesAt(raceSelection(3, [4], 5, OFF))).toBe(offMs);
    expect(bettingClosesAt(draw)).toBe(offMs);
    expect(bettingClosesAt(outright)).toBe(Date.parse('2027-05-23T16:00:00.000Z'));
    expect(bettingClosesAt(selection({ matchId: 1, odds: 2 }))).toBeNull();
    expect(isClosedForBetting(raceSelection(3, [4], 5, OFF), offMs - 1)).toBe(false);
    expect(isClosedForBetting(raceSelection(3, [4], 5, OFF), offMs)).toBe(true);
    expect(isClosedForBetting(selection({ matchId: 1, odds: 2 }), Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('a race or a draw under way takes no bets; a live match or a live outright still does', () => {
    expect(isClosedByStatus(raceSelection(3, [4], 5, OFF), 1)).toBe(true);
    expect(isClosedByStatus(draw, 1)).toBe(true);
    expect(isClosedByStatus(raceSelection(3, [4], 5, OFF), 0)).toBe(false);
    expect(isClosedByStatus(outright, 1)).toBe(false);
    expect(isClosedByStatus(selection({ matchId: 1, odds: 2 }), 1)).toBe(false);
  });

  it('bets close at the off: a race going off makes its selections not available', () => {
    const race = raceSelection(3, [4], 5, OFF);
    const state = run([...taps(race), { type: 'matchStatusChanged', matchId: 3, status: 1 }]);
    expect(state.bets[0]!.selections[0]!.isNotAvailable).toBe(true);
  });

  it('bets close at the off: the slip marks selections whose off, draw or end has passed', () => {
    const race = raceSelection(3, [4], 5, OFF);
    const before = run([...taps(race, draw, outright), { type: 'bettingClosed', now: offMs - 1 }]);
    expect(before.bets.flatMap((bet) => bet.selections).some((s) => s.isNotAvailable)).toBe(false);
    const after = run([{ type: 'bettingClosed', now: offMs }], context(), before);
    const unavailable = after.bets.flatMap((bet) => bet.selections).filter((s) => s.isNotAvailable);
    expect(unavailable.map((s) => s.id).sort()).toEqual([race.id, draw.id].sort());
    expect(run([{ type: 'bettingClosed', now: offMs }], context(), after)).toBe(after);
  });

  it('same-event legs are not combinable: two selections of one outright or one race make no combo', () => {
    const second = { ...outright, id: 'other', outcomeId: 18 };
    expect(nonCombinableReason({ betType: 'combo', selections: [outright, second] }, context())).toBe(
      'same_match',
    );
    const forecast = raceSelection(3, [4, 5], 30, OFF);
    expect(
      nonCombinableReason(
        { betType: 'combo', selections: [raceSelection(3, [4], 5, OFF), forecast] },
        context(),
      ),
    ).toBe('same_match');
    expect(nonCombinableReason({ betType: 'combo', selections: [outright, draw] }, context())).toBeNull();
  });

  it('the place request names the kind of every selection not on a match', () => {
    const state = run([
      ...taps(outright, raceSelection(3, [4], 5, OFF), draw, selection({ matchId: 9, odds: 2 })),
      { type: 'stakeChanged', betIndex: 0, stake: 100 as MinorUnits },
    ]);
    const request = buildPlaceBetsRequest(state.bets, {
      deviceId: 'device-1234',
      requestKey: 'request-1234',
      quick: false,
      oddsAcceptMode: 'none',
    });
    expect(request.bets.flatMap((bet) => bet.selections.map((s) => s.event_kind))).toEqual([
      'outright',
      'race',
      'draw',
      undefined,
    ]);
  });
});
