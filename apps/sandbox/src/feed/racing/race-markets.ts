import type { Market } from '@sportsbook/contract';
import { providerStatusValues, raceMarketIds } from '@sportsbook/contract';
import { MAX_ODDS, MIN_ODDS, priceWithMargin } from '../pricing/margin';
import { forecastProbability, placeProbabilities, winProbabilities } from './harville';
import type { WorldRace } from './race-card';

/** The book's margin on Win and Place: racing books run a 118 % book, far above football's. */
export const RACING_MARGIN = 0.18;
/** Forecasts carry more: 150-odd outcomes, each rarely right. */
export const FORECAST_MARGIN = 0.3;

/** Racing market type ids (the contract's: the web app builds forecast selections from them). */
export const RaceMarketType = raceMarketIds;

/** Odds for outcomes that are not exclusive (Place): each priced at its chance times one plus the margin. */
function priceEach(probabilities: readonly number[], margin: number): number[] {
  return probabilities.map((p) => {
    const odds = p > 0 ? 1 / (p * (1 + margin)) : MAX_ODDS;
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(odds * 100) / 100));
  });
}

/**
 * The markets of a race, priced from its runners' ratings with Harville's model: Win, Place (paying the
 * each-way places) and a straight Forecast. Non-runners are not priced. Outcome ids are saddle-cloth numbers
 * (forecast: first × 100 + second).
 */
export function priceRaceMarkets(race: WorldRace, provider: string): Market[] {
  const starters = race.runners.filter((runner) => !runner.non_runner);
  const win = winProbabilities(starters.map((runner) => runner.rating));
  const urnId = `sr:stage:${race.id}`;
  const market = (
    id: number,
    name: string,
    specifier: string,
    group: string,
    outcomes: { id: number; name: string; odds: number }[],
  ): Market => ({
    match_urn_id: urnId,
    id,
    name,
    status: providerStatusValues.allowed,
    specifier,
    outcomes: outcomes.map((outcome) => ({ ...outcome, active: true })),
    market_groups: [{ groupKey: group }],
    priority: id - RaceMarketType.win + 1,
    most_balanced: true,
    next_bet_stop: new Date(race.offTime).toISOString(),
    custom_bet_groups: [],
    provider,
  });
  const label = (index: number) => `${starters[index]!.number}. ${starters[index]!.name}`;
  const winOdds = priceWithMargin(win, RACING_MARGIN);
  const markets = [
    market(
      RaceMarketType.win,
      'Win',
      '',
      'main',
      starters.map((runner, index) => ({ id: runner.number, name: label(index), odds: winOdds[index]! })),
    ),
  ];
  const { places, fraction } = race.eachWay;
  if (places > 1) {
    const placeOdds = priceEach(placeProbabilities(win, places), RACING_MARGIN);
    markets.push(
      market(
        RaceMarketType.place,
        `Place (${places} places, each way ${fraction})`,
        `places=${places}`,
        'main',
        starters.map((runner, index) => ({ id: runner.number, name: label(index), odds: placeOdds[index]! })),
      ),
    );
  }
  const pairs: { id: number; name: string; probability: number }[] = [];
  starters.forEach((first, i) =>
    starters.forEach((second, j) => {
      if (i === j) return;
      pairs.push({
        id: first.number * 100 + second.number,
        name: `${first.number}-${second.number}`,
        probability: forecastProbability(win, i, j),
      });
    }),
  );
  const forecastOdds = priceWithMargin(
    pairs.map((pair) => pair.probability),
    FORECAST_MARGIN,
  );
  markets.push(
    market(
      RaceMarketType.forecast,
      'Straight forecast',
      '',
      'forecasts',
      pairs.map((pair, index) => ({ id: pair.id, name: pair.name, odds: forecastOdds[index]! })),
    ),
  );
  return markets;
}
