import { marketGroupKeys } from '@sportsbook/contract/refs';
import type { Market } from '@sportsbook/contract';

/** One market of a match with all its lines (`total=1.5`, `total=2.5` …), lines in ascending order. */
export interface MarketLines {
  key: string;
  id: number;
  name: string;
  lines: Market[];
}

/** A tab of the match page: a market group and its markets, by priority. */
export interface MarketGroup {
  key: string;
  markets: MarketLines[];
}

/** The number in a specifier (`total=2.5` → 2.5, `hcp=-1` → -1), for ordering lines. */
function lineValue(specifier: string): number {
  const value = Number(specifier.split('=')[1]);
  return Number.isFinite(value) ? value : 0;
}

function collectLines(markets: readonly Market[]): MarketLines[] {
  const byMarket = new Map<string, MarketLines>();
  for (const market of markets) {
    const key = `${market.id}:${market.name}`;
    const entry = byMarket.get(key) ?? { key, id: market.id, name: market.name, lines: [] };
    entry.lines.push(market);
    byMarket.set(key, entry);
  }
  return [...byMarket.values()]
    .map((entry) => ({
      ...entry,
      lines: [...entry.lines].sort((a, b) => lineValue(a.specifier) - lineValue(b.specifier)),
    }))
    .sort((a, b) => a.lines[0]!.priority - b.lines[0]!.priority || a.id - b.id);
}

/**
 * The match page's tabs: "all" first, then each market group the markets name, the sandbox's known groups in
 * their usual order and an operator's own groups after them. A market with several lines is one entry.
 */
export function groupMarkets(markets: readonly Market[]): MarketGroup[] {
  const keys = new Set<string>();
  for (const market of markets) for (const group of market.market_groups) keys.add(group.groupKey);
  const known: readonly string[] = marketGroupKeys;
  const ordered = [...keys].sort(
    (a, b) =>
      (known.includes(a) ? known.indexOf(a) : known.length) -
        (known.includes(b) ? known.indexOf(b) : known.length) || a.localeCompare(b),
  );
  return [
    { key: 'all', markets: collectLines(markets) },
    ...ordered.map((key) => ({
      key,
      markets: collectLines(
        markets.filter((market) => market.market_groups.some((group) => group.groupKey === key)),
      ),
    })),
  ];
}
