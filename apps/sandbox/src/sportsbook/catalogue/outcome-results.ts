import { lineOfMarket, marketLineKey } from '@sportsbook/betting';
import type { Market } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { prematchState } from '../../feed/live/live-match';
import { sportFormats } from '../../feed/match-state';
import { priceMarkets } from '../../feed/markets';
import type { WorldMatch, WorldSport } from '../../feed/world';
import type { LiveBook } from './live-book';
import { settleMarkets, settleOne } from './settlement';
import type { OutcomeResult, OutcomeResultValue } from './settlement';

/**
 * How each outcome of a match settled: the kept results (the control API's settle), or worked out from the
 * final score once the match is finished (all void when it was abandoned) and kept; undefined before that.
 */
export function matchResults(
  book: LiveBook,
  match: WorldMatch,
  sport: WorldSport,
): OutcomeResult[] | undefined {
  const kept = book.keptResults(match.id);
  if (kept) return kept;
  const record = book.record(match.id);
  if (!record) return undefined;
  const { status, homeScore, awayScore, periods } = record.state;
  if (status !== MatchStatus.finished && status !== MatchStatus.closed) return undefined;
  // NOTE: a finished match's markets are all decided, so none is priced: settle the lines offered before
  // kick-off and the last ones offered live (outcomeResult settles any other line on demand).
  const offered = new Map<string, Market>();
  for (const market of [
    ...priceMarkets(match, sport, prematchState(), `sr:match:${match.id}`),
    ...book.lastOffered(match.id),
  ]) {
    offered.set(marketLineKey(lineOfMarket(market)), market);
  }
  const results = settleMarkets(
    [...offered.values()],
    { home: homeScore, away: awayScore, periods, regulationPeriods: regulationOf(sport) },
    status === MatchStatus.closed,
  );
  book.keepResults(match.id, results);
  return results;
}

/** How one outcome of any line settled, offered now or not; undefined until the match is over. */
export function outcomeResultOf(
  book: LiveBook,
  match: WorldMatch,
  sport: WorldSport,
  line: { marketId: number; specifier: string; outcomeId: number },
): OutcomeResultValue | undefined {
  const results = matchResults(book, match, sport);
  if (!results) return undefined;
  const kept = results.find(
    (result) =>
      result.market_id === line.marketId &&
      result.specifier === line.specifier &&
      result.outcome_id === line.outcomeId,
  );
  if (kept) return kept.result;
  const { state } = book.record(match.id)!;
  return settleOne(
    { id: line.marketId, specifier: line.specifier },
    line.outcomeId,
    {
      home: state.homeScore,
      away: state.awayScore,
      periods: state.periods,
      regulationPeriods: regulationOf(sport),
    },
    state.status === MatchStatus.closed,
  );
}

/** Periods of regular time of a timed sport; none for set, map and inning sports. */
function regulationOf(sport: WorldSport): number | undefined {
  const format = sportFormats[sport.key];
  return format?.periodMinutes ? format.periods : undefined;
}
