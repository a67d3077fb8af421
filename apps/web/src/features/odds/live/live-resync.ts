import type { Market, Match, MatchListItem, RealtimeEvent } from '@sportsbook/contract';
import type { Query, QueryKey } from '@tanstack/react-query';
import { catalogueKeys } from '@/platform/query/catalogue-keys';
import { handleLiveEvent } from './handle-live-event';
import type { LiveEventTargets } from './handle-live-event';

/**
 * What a live channel feeds: every catalogue query of the locale (the updates channel carries every match),
 * or one match and its markets (that match's channel).
 */
export type LiveScope = { kind: 'catalogue' } | { kind: 'match'; matchId: number };

const catalogueKinds = new Set(['matches', 'match', 'match-markets']);

function inScope(key: QueryKey, locale: string, scope: LiveScope): boolean {
  if (scope.kind === 'catalogue')
    return key[0] === catalogueKeys.all[0] && catalogueKinds.has(String(key[1])) && key[2] === locale;
  const own = [catalogueKeys.match(locale, scope.matchId), catalogueKeys.matchMarkets(locale, scope.matchId)];
  return own.some((prefix) => prefix.every((part, index) => key[index] === part));
}

/** The market lines of one query's data, per match: a market list, a match or a match list. */
function marketsOf(query: Query): Array<[number, Market[]]> {
  const [, kind, , matchId] = query.queryKey;
  const data: unknown = query.state.data;
  if (!data) return [];
  if (kind === 'match-markets') return Array.isArray(data) ? [[Number(matchId), data as Market[]]] : [];
  const matches = (kind === 'matches' ? (Array.isArray(data) ? data : []) : [data]) as Array<
    Match | MatchListItem
  >;
  return matches.map((match) => [
    match.id,
    [match.main_market, match.secondary_market].filter((market): market is Market => !!market),
  ]);
}

/** Resyncs of one live channel; see createLiveResync. */
export interface LiveResync {
  /** Records an event that arrived (and was applied) while a resync is in flight, to apply again after it. */
  note(event: RealtimeEvent): void;
  /** Refetches what the channel feeds, moves the odds store to the fresh data, then re-applies noted events. */
  run(targets: LiveEventTargets, scope: LiveScope): Promise<void>;
}

/**
 * Brings a page's live state level with the stream when events may have been missed (before the first
 * subscription, or an outage the hub's history could not cover): the queries the channel feeds are refetched,
 * their odds go through the odds store (coalesced like any update: the button shows the store's value over the
 * page's), and the events that arrived meanwhile are applied again, since the answer may have been read before
 * them. Events carry the whole state of what they touch, so applying one twice changes nothing.
 */
export function createLiveResync(): LiveResync {
  let inFlight = 0;
  let noted: RealtimeEvent[] = [];
  return {
    note(event) {
      if (inFlight > 0) noted.push(event);
    },
    async run(targets, scope) {
      const { queryClient, oddsStore, locale } = targets;
      const predicate = (query: Query) => inScope(query.queryKey, locale, scope);
      inFlight += 1;
      try {
        await queryClient.invalidateQueries({ predicate });
        for (const query of queryClient.getQueryCache().findAll({ predicate, type: 'active' }))
          for (const [matchId, markets] of marketsOf(query)) oddsStore.applyMarkets(matchId, markets);
      } finally {
        inFlight -= 1;
        const replay = noted;
        // NOTE: with two resyncs in flight the later one replays these again: harmless, see above.
        if (inFlight === 0) noted = [];
        for (const event of replay) handleLiveEvent(event, targets);
      }
    },
  };
}
