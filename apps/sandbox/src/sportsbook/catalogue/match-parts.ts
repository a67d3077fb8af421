import type { World } from '../../feed/world';
import { LiveBook } from './live-book';
import { MatchCounters } from './match-counters';
import { MatchPrices } from './match-prices';
import { MatchResults } from './match-results';
import { MatchSchedule } from './match-schedule';
import { MatchSearch } from './match-search';
import { MatchSelection } from './match-selection';
import { MatchViews } from './match-views';
import { MatchWorld } from './match-world';

/** The parts the team-sport catalogue is composed of, each holding one thing. */
export interface MatchParts {
  /** The generated world, indexed. */
  world: MatchWorld;
  /** Matches under way and over, what the control API overrode, settled results. */
  live: LiveBook;
  prices: MatchPrices;
  schedule: MatchSchedule;
  views: MatchViews;
  selection: MatchSelection;
  search: MatchSearch;
  counters: MatchCounters;
  results: MatchResults;
}

/** Builds the parts over a generated world and the world's clock, each from the parts it needs. */
export function composeMatchParts(generated: World, now: () => number): MatchParts {
  const world = new MatchWorld(generated);
  const live = new LiveBook(generated, (match) => world.sportOf(match));
  const prices = new MatchPrices(world, live, now);
  const schedule = new MatchSchedule(world, live, prices, now);
  const views = new MatchViews(world, schedule, prices, live);
  const selection = new MatchSelection(world, schedule, views, live, now);
  return {
    world,
    live,
    prices,
    schedule,
    views,
    selection,
    search: new MatchSearch(world, selection, views),
    counters: new MatchCounters(world, schedule),
    results: new MatchResults(world, live),
  };
}
