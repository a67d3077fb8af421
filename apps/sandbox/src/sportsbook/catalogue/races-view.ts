import type { Market, Match } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import type { WorldRace } from '../../feed/racing/race-card';
import { priceRaceMarkets } from '../../feed/racing/race-markets';
import { raceStatus, runningTimeMs } from '../../feed/racing/race-state';
import { marketsAt, runningClock } from './special-view';
import type { SpecialViewContext } from './special-view';

const priced = new WeakMap<WorldRace, Market[]>();

/** The markets of a race at a moment: priced before the off, suspended while it is run, none once it is over. */
export function raceMarkets(race: WorldRace, provider: string, now: number): Market[] {
  return marketsAt(priced, race, raceStatus(race, now).status, () => priceRaceMarkets(race, provider));
}

/**
 * A race as a Match of type `race`: home is the track and away the race name (so match views keep working),
 * the clock runs from the off, and the card with its result sits in `race`.
 */
export function raceView(race: WorldRace, context: SpecialViewContext): Match {
  const { status, elapsedMs } = raceStatus(race, context.now);
  const markets = raceMarkets(race, context.provider, context.now);
  const live = status === MatchStatus.live;
  return {
    id: race.id,
    urn_id: `sr:stage:${race.id}`,
    slug: race.slug,
    type: 'race',
    tournament: { ...context.league, sport: context.sport },
    status,
    stage: live ? 'running' : status === MatchStatus.finished ? 'ended' : null,
    start_time: new Date(race.offTime).toISOString(),
    competitors: {
      home: { id: context.league.id, name: race.track.name, logo: null },
      away: { id: race.id, name: race.name, logo: null },
    },
    stadium: race.track.name,
    city: null,
    statistics: {
      clock: live ? runningClock(elapsedMs, runningTimeMs(race) - elapsedMs, context.now) : null,
      total_score: null,
      game_score: null,
      current_server: null,
      period_scores: [],
      max_period_number: null,
    },
    available_markets_count: markets.length,
    main_market: markets[0] ?? null,
    secondary_market: markets[1] ?? null,
    top_markets_count: markets.length,
    has_video: false,
    provider: context.provider,
    race: {
      track: race.track.name,
      distance_m: race.distanceM,
      going: race.going,
      race_class: race.raceClass,
      kind: race.kind,
      // NOTE: the rating is the model's secret; the card shows what a racecard shows.
      runners: race.runners.map(({ rating: _rating, ...runner }) => runner),
      each_way: race.eachWay,
      result: status === MatchStatus.finished ? race.finishingOrder : null,
    },
  };
}
