import { MatchStatus } from '@sportsbook/contract';
import type { Market } from '@sportsbook/contract';
import { priceDrawMarkets } from '../feed/lotteries/draw-markets';
import { drawStatus } from '../feed/lotteries/draw-schedule';
import type { WorldDraw } from '../feed/lotteries/draw-schedule';
import { outrightStatus } from '../feed/outrights/outrights';
import type { WorldOutright } from '../feed/outrights/outrights';
import type { WorldRace } from '../feed/racing/race-card';
import { priceRaceMarkets } from '../feed/racing/race-markets';
import { raceStatus } from '../feed/racing/race-state';
import type { OutcomeResult, OutcomeResultValue } from '../sportsbook/catalogue/settlement';
import type { EventOverrides } from './event-overrides';
import { drawOutcomeResult, outrightOutcomeResult, raceOutcomeResult } from './special-results';

/** One outcome of one market line. */
export interface Line {
  marketId: number;
  specifier: string;
  outcomeId: number;
}

/** A race, draw or outright that is over: every line it offered settled, and any line settled on demand. */
export interface SettledEvent {
  results: OutcomeResult[];
  result(line: Line): OutcomeResultValue;
}

function settled(markets: readonly Market[], result: (line: Line) => OutcomeResultValue): SettledEvent {
  const results = markets.flatMap((market) =>
    market.outcomes.map((outcome) => ({
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.id,
      result: result({ marketId: market.id, specifier: market.specifier, outcomeId: outcome.id }),
    })),
  );
  return { results, result };
}

/**
 * A race once it has been run (issue 17): the lines priced before the off, settled on the finishing order;
 * a non-runner's lines void. Undefined before the race is over.
 */
export function settledRace(
  race: WorldRace,
  overrides: EventOverrides,
  provider: string,
  now: number,
): SettledEvent | undefined {
  if (raceStatus(race, now).status !== MatchStatus.finished) return undefined;
  const outcome = { finishingOrder: race.finishingOrder, nonRunners: overrides.nonRunners(race) };
  // NOTE: the results list the lines priced now; a withdrawn runner's lines are settled on demand (void).
  return settled(priceRaceMarkets(race, provider), (line) => raceOutcomeResult(outcome, line));
}

/** A draw once all its balls are out, settled on them; undefined before. */
export function settledDraw(draw: WorldDraw, provider: string, now: number): SettledEvent | undefined {
  if (drawStatus(draw, now).status !== MatchStatus.finished) return undefined;
  return settled(priceDrawMarkets(draw.lottery, draw, provider), (line) =>
    drawOutcomeResult(draw.numbers, line),
  );
}

/** An outright once it is over (its end date passed, or resolved by the control API); undefined before. */
export function settledOutright(
  outright: WorldOutright,
  overrides: EventOverrides,
  now: number,
): SettledEvent | undefined {
  if (outrightStatus(outright, now) !== MatchStatus.finished) return undefined;
  const winners = overrides.outrightWinners(outright);
  return settled(outright.markets, (line) =>
    line.marketId === outright.markets[0]?.id ? outrightOutcomeResult(winners, line.outcomeId) : 'void',
  );
}
