import type { Market, Match, Outright } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { testMatch } from '@/testing/render-in-app';
import { slipEventDetails } from './slip-event';
import { slipSelectionInput } from './use-slip-selection';

const silk = { body: '#ffffff', sleeves: '#000000', cap: '#ff0000', pattern: 'hoops' } as const;

function market(id: number, specifier = ''): Market {
  return {
    match_urn_id: 'sr:stage:50',
    id,
    name: `Market ${id}`,
    status: 1,
    specifier,
    outcomes: [],
    market_groups: [{ groupKey: 'main' }],
    priority: 1,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'racing',
  };
}

const runner = (number: number, name: string) => ({
  number,
  name,
  jockey: 'J',
  trainer: 'T',
  age: 4,
  weight_kg: 57,
  form: '',
  draw: null,
  silk,
  non_runner: false,
});

const race: Match = {
  ...testMatch(50, 'Ascot', 'Coral Maiden Stakes', { type: 'race', start_time: '2026-11-26T15:30:00.000Z' }),
  race: {
    track: 'Ascot',
    distance_m: 1609,
    going: 'good',
    race_class: 2,
    kind: 'flat',
    runners: [runner(3, 'Quiet Flame'), runner(7, 'Wild Charm')],
    each_way: { places: 2, fraction: '1/4' },
    result: null,
  },
};

const draw: Match = {
  ...testMatch(60, 'Lotto 6/49', 'Draw 12', { type: 'draw' }),
  draw: { pool: 49, drawn: 6, numbers: null, draws_at: '2026-11-26T20:00:00.000Z' },
};

const outright: Outright = {
  id: 200_000_123,
  name: 'Premier League winner',
  parent: { id: 12, name: 'Premier League' },
  sport: { id: 1, key: 'football', name: 'Football', type: 'regular' },
  competitors: [],
  start_time: '2026-08-01T00:00:00.000Z',
  end_date: '2027-05-23T16:00:00.000Z',
  status: 1,
  markets: [],
};

const outcome = (id: number) => ({ id, name: `Outcome ${id}`, active: true, odds: 4 });

describe('the event details a selection takes to the slip (issue 17)', () => {
  it('a Win or Place selection names its runner with number and silk, and the race’s off time', () => {
    expect(slipEventDetails(race, market(502), outcome(7))).toEqual({
      kind: 'race',
      name: 'Ascot · Coral Maiden Stakes',
      offTime: '2026-11-26T15:30:00.000Z',
      runners: [{ number: 7, name: 'Wild Charm', silk }],
    });
  });

  it('each-way is offered on a Win selection at the card’s terms, not on Place or a forecast', () => {
    const details = slipEventDetails(race, market(501), outcome(7));
    expect(details?.kind === 'race' && details.eachWay).toEqual(race.race!.each_way);
    const forecast = slipEventDetails(race, market(503), outcome(703));
    expect(forecast?.kind === 'race' && forecast.eachWay).toBeUndefined();
  });

  it('a straight forecast names first and second in order', () => {
    const details = slipEventDetails(race, market(503), outcome(703));
    expect(details?.kind === 'race' && details.runners.map((r) => r.number)).toEqual([7, 3]);
  });

  it('a draw gives its draw time and an outright its end date; a match gives nothing', () => {
    expect(slipEventDetails(draw, market(601), outcome(1))).toEqual({
      kind: 'draw',
      name: 'Lotto 6/49 · Draw 12',
      drawTime: '2026-11-26T20:00:00.000Z',
    });
    expect(slipEventDetails(outright, market(1), outcome(17))).toEqual({
      kind: 'outright',
      name: 'Premier League winner',
      endDate: '2027-05-23T16:00:00.000Z',
    });
    expect(slipEventDetails(testMatch(1, 'A', 'B'), market(1), outcome(1))).toBeUndefined();
  });

  it('an outright selection is named by the outright, its league as the category', () => {
    const input = slipSelectionInput(outright, market(1), outcome(17), 4, true);
    expect(input).toMatchObject({
      matchId: 200_000_123,
      matchStatus: 1,
      nameA: 'Premier League winner',
      categoryName: 'Premier League',
      sportKey: 'football',
      event: { kind: 'outright' },
    });
  });
});
