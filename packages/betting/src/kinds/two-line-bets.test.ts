import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bet, BetRaceBet, SlipSelection } from '@sportsbook/contract';
import type { MinorUnits, Odds } from '../units';
import { context, raceSelection, run, taps } from '../testing/fixtures';
import { buildPlaceBetsRequest } from '../place/place-request';
import { potentialWin } from '../money/potential-win';
import { totalStake } from '../rules/stake-validity';
import { eachWaySettledReturn, reverseForecastSettledReturn } from './race-bets';
import type { SlipBonus } from '../rules/bonus-choice';
import { bonusForLines, placedTwoLineReturn } from './two-line-bets';
import type { LineResult } from './race-bets';

const OFF = '2026-11-26T18:00:00.000Z';
const units = (value: number) => value as MinorUnits;
const odds = (value: number) => value as Odds;
const terms = { places: 3, fraction: '1/4' };
const eachWay = { kind: 'each_way' as const, ...terms };

function withTerms(selection: SlipSelection): SlipSelection {
  if (selection.event?.kind !== 'race') throw new Error('a race selection');
  return { ...selection, event: { ...selection.event, eachWay: terms } };
}

const win4 = withTerms(raceSelection(3, [4], 9, OFF));
const forecast47 = raceSelection(3, [4, 7], 41.5, OFF);
const meta = {
  deviceId: 'device-1234',
  requestKey: 'request-1234',
  quick: false,
  oddsAcceptMode: 'none' as const,
};

describe('issue 17: each-way is two equal-stake bets, win and place at the card’s terms', () => {
  it('each-way costs twice the line stake: the slip totals and the place request carry both lines', () => {
    const state = run([
      ...taps(win4),
      { type: 'raceBetChosen', selectionId: win4.id, raceBet: eachWay },
      { type: 'stakeChanged', betIndex: 0, stake: units(500) },
    ]);
    expect(state.bets[0]!.stake).toBe(500);
    expect(totalStake(state.bets)).toBe(1000);
    // Winner: 5.00 × 9.0 = 45.00 and the place line 5.00 × (1 + 8/4) = 15.00.
    expect(potentialWin(state.bets[0]!)).toBe(6000);
    const request = buildPlaceBetsRequest(state.bets, meta);
    expect(request.bets[0]!.stake.value).toBe(1000);
    expect(request.bets[0]!.selections[0]!.race_bet).toEqual({ kind: 'each_way' });
  });

  it('each-way is offered on a Win selection at the card’s own terms only, and never on a combo', () => {
    const noTerms = raceSelection(3, [5], 4, OFF);
    const chosen = (selection: SlipSelection, raceBet = eachWay) =>
      run([...taps(selection), { type: 'raceBetChosen', selectionId: selection.id, raceBet }]).bets[0]!
        .selections[0]!.raceBet;
    expect(chosen(noTerms)).toBeUndefined();
    expect(chosen(win4, { ...eachWay, fraction: '1/1' })).toBeUndefined();
    expect(chosen(withTerms(forecast47))).toBeUndefined();
    const combo = run([
      ...taps(win4, raceSelection(8, [2], 3, OFF)),
      { type: 'betTypeChanged', betType: 'combo' },
      { type: 'raceBetChosen', selectionId: win4.id, raceBet: eachWay },
    ]);
    expect(combo.bets[0]!.selections[0]!.raceBet).toBeUndefined();
  });

  it('turning each-way off is one line again', () => {
    const state = run([
      ...taps(win4),
      { type: 'raceBetChosen', selectionId: win4.id, raceBet: eachWay },
      { type: 'stakeChanged', betIndex: 0, stake: units(500) },
      { type: 'raceBetChosen', selectionId: win4.id, raceBet: null },
    ]);
    expect(totalStake(state.bets)).toBe(500);
    expect(buildPlaceBetsRequest(state.bets, meta).bets[0]!.selections[0]!.race_bet).toBeUndefined();
  });

  it('each-way settles each line on its own: won both, placed the place line, void returns the stake', () => {
    expect(eachWaySettledReturn(units(500), odds(9), terms, 'won', 'won')).toBe(6000);
    expect(eachWaySettledReturn(units(500), odds(9), terms, 'lost', 'won')).toBe(1500);
    expect(eachWaySettledReturn(units(500), odds(9), terms, 'lost', 'lost')).toBe(0);
    expect(eachWaySettledReturn(units(500), odds(9), terms, 'void', 'void')).toBe(1000);
  });
});

describe('issue 17: My Bets shows what a placed two-line bet pays at best', () => {
  const placed = (race_bet: BetRaceBet, odds: number) =>
    ({
      type: 'single',
      stake: { value: 1000, currency: 'EUR', subunits: 2 },
      selections: [{ odds, race_bet }],
    }) as unknown as Bet;

  it('each-way at half the stake per line: both lines when the runner wins; a reverse forecast its dearer order', () => {
    expect(placedTwoLineReturn(placed({ kind: 'each_way', places: 3, fraction: '1/4' }, 9))).toBe(6000);
    const reverse = { kind: 'reverse_forecast' as const, outcome: { id: 74, name: '7–4' }, odds: 55 };
    expect(placedTwoLineReturn(placed(reverse, 41.5))).toBe(27_500);
    expect(
      placedTwoLineReturn({ ...placed(reverse, 41.5), selections: [{ odds: 2 }] } as unknown as Bet),
    ).toBeNull();
  });
});

describe('issue 17: a reverse forecast is one bet of two lines, both orders', () => {
  it('costs twice the line stake and returns the dearer order’s line at best', () => {
    const state = run([
      ...taps(forecast47),
      {
        type: 'raceBetChosen',
        selectionId: forecast47.id,
        raceBet: { kind: 'reverse_forecast', reverseOdds: 55 },
      },
      { type: 'stakeChanged', betIndex: 0, stake: units(250) },
    ]);
    expect(totalStake(state.bets)).toBe(500);
    expect(potentialWin(state.bets[0]!)).toBe(13_750);
    const request = buildPlaceBetsRequest(state.bets, meta);
    expect(request.bets).toHaveLength(1);
    expect(request.bets[0]!.stake.value).toBe(500);
    expect(request.bets[0]!.selections[0]!.race_bet).toEqual({ kind: 'reverse_forecast', reverse_odds: 55 });
  });

  it('settles by either order: the order that came in pays its line; void lines return their stakes', () => {
    const lines = (first: LineResult, second: LineResult) =>
      [
        { odds: odds(41.5), result: first },
        { odds: odds(55), result: second },
      ] as const;
    expect(reverseForecastSettledReturn(units(250), lines('won', 'lost'))).toBe(10_375);
    expect(reverseForecastSettledReturn(units(250), lines('lost', 'won'))).toBe(13_750);
    expect(reverseForecastSettledReturn(units(250), lines('lost', 'lost'))).toBe(0);
    expect(reverseForecastSettledReturn(units(250), lines('void', 'void'))).toBe(500);
  });
});

describe('issue 17: a bonus does not apply to a two-line race bet (decision 0015)', () => {
  const freebet: SlipBonus = { id: 3, type: 'freebet', odds: null, freebetStake: 250 };
  const hunting: SlipBonus = { id: 1, type: 'hunting', odds: null, freebetStake: null };
  const eachWayOn = { type: 'raceBetChosen' as const, selectionId: win4.id, raceBet: eachWay };

  it('choosing each-way drops a chosen freebet and its stake: the player pays both lines', () => {
    const state = run([...taps(win4), { type: 'bonusChosen', betIndex: 0, bonus: freebet }, eachWayOn]);
    expect(state.bets[0]!.bonus).toBeNull();
    expect(state.bets[0]!.stake).toBe(0);
    expect(state.bets[0]!.selections[0]!.raceBet).toEqual(eachWay);
  });

  it('a bonus chosen or offered on two lines is not taken; back on one line the default applies again', () => {
    const twoLines = run([
      ...taps(win4),
      eachWayOn,
      { type: 'stakeChanged', betIndex: 0, stake: units(500) },
      { type: 'bonusChosen', betIndex: 0, bonus: freebet },
      { type: 'bonusesOffered', betIndex: 0, bonuses: [hunting, freebet] },
    ]);
    expect(twoLines.bets[0]!.bonus).toBeNull();
    // 2 lines × 5.00: the stake the player typed, not the freebet's 2.50.
    expect(totalStake(twoLines.bets)).toBe(1000);
    expect(buildPlaceBetsRequest(twoLines.bets, meta).bets[0]!.bonus).toBeUndefined();
    const oneLine = run(
      [
        { type: 'raceBetChosen', selectionId: win4.id, raceBet: null },
        { type: 'bonusesOffered', betIndex: 0, bonuses: [hunting, freebet] },
      ],
      context(),
      twoLines,
    );
    expect(oneLine.bets[0]!.bonus).toMatchObject({ id: 1, type: 'hunting' });
  });

  it('bonusForLines answers no bonus for each-way or a reverse forecast, the bonus otherwise', () => {
    const bet = (selection: SlipSelection) => ({ betType: 'single' as const, selections: [selection] });
    expect(bonusForLines(bet({ ...win4, raceBet: eachWay }), freebet)).toBeNull();
    const reverse = { kind: 'reverse_forecast' as const, reverseOdds: 55 };
    expect(bonusForLines(bet({ ...forecast47, raceBet: reverse }), hunting)).toBeNull();
    expect(bonusForLines(bet(win4), freebet)).toBe(freebet);
  });
});

// A plain oracle over whole thousandths of odds and the fraction's denominator, nothing shared with the engine.
const results = fc.constantFrom<LineResult>('won', 'lost', 'void');
const stakes = fc.integer({ min: 0, max: 100_000_000 });
const thousandths = fc.integer({ min: 1001, max: 200_000 });
const fractions = fc.constantFrom<[string, bigint]>(['1/4', 4n], ['1/5', 5n], ['1/2', 2n], ['1/1', 1n]);

function oracleLine(unit: bigint, paid: bigint, per: bigint, result: LineResult): bigint {
  if (result === 'void') return unit;
  return result === 'won' ? (unit * paid) / per : 0n;
}

describe('issue 17: two-line money against a plain oracle', () => {
  it('each-way: the win line at the odds plus the place line at 1 + (odds − 1) / d, each settled alone', () => {
    fc.assert(
      fc.property(stakes, thousandths, fractions, results, results, (stake, o, [fraction, d], win, place) => {
        const unit = BigInt(stake);
        const expected =
          oracleLine(unit, BigInt(o), 1000n, win) +
          oracleLine(unit, 1000n * d + BigInt(o) - 1000n, 1000n * d, place);
        expect(eachWaySettledReturn(units(stake), odds(o / 1000), { places: 3, fraction }, win, place)).toBe(
          Number(expected),
        );
      }),
    );
  });

  it('reverse forecast: the sum of its two lines, each at the line stake', () => {
    fc.assert(
      fc.property(stakes, thousandths, thousandths, results, results, (stake, a, b, first, second) => {
        const unit = BigInt(stake);
        const expected =
          oracleLine(unit, BigInt(a), 1000n, first) + oracleLine(unit, BigInt(b), 1000n, second);
        const lines = [
          { odds: odds(a / 1000), result: first },
          { odds: odds(b / 1000), result: second },
        ] as const;
        expect(reverseForecastSettledReturn(units(stake), lines)).toBe(Number(expected));
      }),
    );
  });

  it('the slip’s each-way potential win is what a winner settles at, and the outlay twice the line stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), thousandths, (stake, o) => {
        const selection = { ...win4, odds: o / 1000, raceBet: eachWay };
        const state = run(
          [...taps(selection), { type: 'stakeChanged', betIndex: 0, stake: units(stake) }],
          context(),
        );
        const bet = { ...state.bets[0]!, selections: [selection] };
        expect(totalStake([bet])).toBe(stake * 2);
        expect(potentialWin(bet)).toBe(
          eachWaySettledReturn(units(stake), odds(o / 1000), terms, 'won', 'won'),
        );
      }),
    );
  });
});
