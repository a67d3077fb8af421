import type { Market } from '@sportsbook/contract';
import type { MarketTypeId } from './market-types';
import { MarketType } from './market-types';

/** Each sport's result market and its headline total, by sport key. */
const headlineTypes: Readonly<Record<string, { main: MarketTypeId; secondary: MarketTypeId }>> = {
  football: { main: MarketType.matchResult, secondary: MarketType.total },
  efootball: { main: MarketType.matchResult, secondary: MarketType.total },
  'ice-hockey': { main: MarketType.matchResult, secondary: MarketType.total },
  handball: { main: MarketType.matchResult, secondary: MarketType.total },
  basketball: { main: MarketType.winnerInclOvertime, secondary: MarketType.totalInclOvertime },
  'american-football': { main: MarketType.winnerInclOvertime, secondary: MarketType.totalInclOvertime },
  baseball: { main: MarketType.winnerInclExtraInnings, secondary: MarketType.totalInclExtraInnings },
  tennis: { main: MarketType.winner, secondary: MarketType.totalGames },
  volleyball: { main: MarketType.winner, secondary: MarketType.totalPoints },
  'table-tennis': { main: MarketType.winner, secondary: MarketType.totalPoints },
  cs2: { main: MarketType.winner, secondary: MarketType.totalMaps },
  'dota-2': { main: MarketType.winner, secondary: MarketType.totalMaps },
  'league-of-legends': { main: MarketType.winner, secondary: MarketType.totalMaps },
};

const fallback = { main: MarketType.winner, secondary: MarketType.total };

/**
 * The two markets a match shows in lists: main is the sport's result market (1X2, moneyline, winner),
 * secondary its most balanced total; null when the match does not offer it (any more).
 */
export function headlineMarkets(
  sportKey: string,
  markets: readonly Market[],
): { main: Market | null; secondary: Market | null } {
  const types = headlineTypes[sportKey] ?? fallback;
  return {
    main: markets.find((market) => market.id === types.main) ?? null,
    secondary: markets.find((market) => market.id === types.secondary && market.most_balanced) ?? null,
  };
}

/** How many outcomes a sport's main and secondary markets have (a league's main_market_outcomes_count). */
export function headlineOutcomeCounts(sportKey: string): { main: number; secondary: number } {
  const types = headlineTypes[sportKey] ?? fallback;
  return { main: types.main === MarketType.matchResult ? 3 : 2, secondary: 2 };
}
