import type { Market, RealtimeEvent } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { OddsStore } from '../store/odds-store';
import { isAllowedSource } from './allowed-sources';
import type { AllowedProviders } from './allowed-sources';
import { cachedMarkets, patchMarketsInCache, patchMatchInCache } from './patch-query-cache';

/** Where live events go: the odds store and the query cache of the page's locale. */
export interface LiveEventTargets {
  queryClient: QueryClient;
  oddsStore: OddsStore;
  /** The locale the pages' query keys use (`useLocale()`). */
  locale: string;
  allowed: AllowedProviders;
}

function feedOdds(targets: LiveEventTargets, matchId: number, markets: readonly Market[]): void {
  // The page's copy is the baseline, so the first live move flashes up or down, not from nothing.
  targets.oddsStore.applyMarkets(matchId, markets, () =>
    cachedMarkets(targets.queryClient, targets.locale, matchId),
  );
}

/**
 * Applies one public-channel event: odds to the odds store, match, score and status to the query cache.
 * Match and status events of a sport type and provider that are not allowed are ignored (SPEC §4 Real-time).
 */
export function handleLiveEvent(event: RealtimeEvent, targets: LiveEventTargets): void {
  const { queryClient, locale, allowed } = targets;
  switch (event.event_name) {
    case 'markets_changed': {
      const matchId = event.message.match.id;
      feedOdds(targets, matchId, event.message.markets);
      patchMarketsInCache(queryClient, locale, matchId, event.message.markets);
      return;
    }
    case 'match_changed': {
      const { match } = event.message;
      if (!isAllowedSource(allowed, match.tournament?.sport.type, match.provider)) return;
      const markets = [match.main_market, match.secondary_market].filter(
        (market): market is Market => !!market,
      );
      if (markets.length > 0) feedOdds(targets, match.id, markets);
      patchMatchInCache(queryClient, locale, match);
      return;
    }
    case 'match_status_changed': {
      const { match } = event.message;
      if (!isAllowedSource(allowed, match.sport_type, match.provider)) return;
      patchMatchInCache(queryClient, locale, { id: match.id, status: match.status });
      return;
    }
    default:
      // Provider, pool and private events belong to the settings, jackpot and player features.
      return;
  }
}
