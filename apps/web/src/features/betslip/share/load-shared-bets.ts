import { sharedBetsToSlip } from '@sportsbook/betting';
import type { CurrencyUnits } from '@sportsbook/betting';
import type { ExchangeRates, Market, Match, PlaceBetItem, SlipBet } from '@sportsbook/contract';
import { ApiRequestError } from '@/platform/api/api-client';
import { currencyUnitsIn, rateBetween } from './exchange-rates';
import { resolveSharedSelection } from './resolve-shared-selection';
import type { SharedMatchData } from './resolve-shared-selection';

/**
 * Where restoring reads from: the share code's bets, the current matches and markets they name, and the back
 * end's exchange rates for stakes in another currency.
 */
export interface SharedBetSources {
  /** The bets behind a code; rejects with a 404 (or 400 for a malformed code) when there are none. */
  sharedBets(code: string): Promise<PlaceBetItem[]>;
  match(matchId: number): Promise<Match>;
  markets(matchId: number): Promise<Market[]>;
  customMarkets(matchId: number): Promise<Market[]>;
  /** The back end's rate table; asked only when a shared stake is in another currency than the player's. */
  exchangeRates(): Promise<ExchangeRates>;
}

/** How a restore ended: bets for the slip, nothing restorable, an unknown code, or a failure to ask. */
export type SharedBetsLoad =
  | { kind: 'restored'; bets: SlipBet[] }
  | { kind: 'empty' }
  | { kind: 'not_found' }
  | { kind: 'failed'; error: unknown };

function isMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

async function matchData(sources: SharedBetSources, matchId: number): Promise<SharedMatchData | null> {
  try {
    const [match, markets, customMarkets] = await Promise.all([
      sources.match(matchId),
      sources.markets(matchId),
      // A match without a bet builder only loses its custom bets.
      sources.customMarkets(matchId).catch((): Market[] => []),
    ]);
    return { match, markets, customMarkets };
  } catch (error) {
    // A match that is gone drops the bets on it; anything else is a failure to report.
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The rate table when a stake needs converting: null when none does, or when the back end gave none. */
async function ratesFor(
  items: readonly PlaceBetItem[],
  sources: SharedBetSources,
  to: CurrencyUnits,
): Promise<ExchangeRates | null> {
  if (items.every((item) => item.stake.currency === to.currency)) return null;
  // NOTE: without rates the bets still restore, with no stake: the selections are what was shared, and the
  // player re-enters a stake rather than losing the whole slip.
  try {
    return await sources.exchangeRates();
  } catch {
    return null;
  }
}

function toSlip(
  item: PlaceBetItem,
  matches: ReadonlyMap<number, SharedMatchData>,
  to: CurrencyUnits,
  rates: ExchangeRates | null,
) {
  const same = item.stake.currency === to.currency;
  const from = same ? to : currencyUnitsIn(rates, item.stake.currency);
  const rate = rateBetween(rates, item.stake.currency, to.currency);
  // NOTE: a currency without a known rate cannot be converted honestly; the bet comes back with no stake.
  const convertible = from !== null && rate !== null;
  const source = convertible ? item : { ...item, stake: { ...item.stake, value: 0 } };
  const custom = item.custom_odds !== undefined;
  return sharedBetsToSlip([source], {
    resolveSelection: (selection) => resolveSharedSelection(selection, matches, custom),
    from: convertible ? from : to,
    to,
    rate: convertible ? rate : 1,
  });
}

/**
 * Fetches the bets behind a share code and maps them onto current matches and markets in the player's
 * currency (SPEC §4 Shared-bet flow), converting stakes with the back end's rates (asked alongside the matches,
 * only when a stake is in another currency). Each match is asked once; a bet whose selections are gone is
 * dropped.
 */
export async function loadSharedBets(
  code: string,
  sources: SharedBetSources,
  to: CurrencyUnits,
): Promise<SharedBetsLoad> {
  let items: PlaceBetItem[];
  try {
    items = await sources.sharedBets(code);
  } catch (error) {
    return isMissing(error) ? { kind: 'not_found' } : { kind: 'failed', error };
  }
  try {
    const matchIds = [...new Set(items.flatMap((item) => item.selections.map((s) => s.match_id)))];
    // The rates are asked alongside the matches; ratesFor never rejects, so none is left unhandled.
    const asking = ratesFor(items, sources, to);
    const loaded = await Promise.all(matchIds.map((id) => matchData(sources, id)));
    const rates = await asking;
    const matches = new Map<number, SharedMatchData>();
    loaded.forEach((data, i) => {
      if (data) matches.set(matchIds[i] as number, data);
    });
    const bets = items.flatMap((item) => toSlip(item, matches, to, rates));
    return bets.length > 0 ? { kind: 'restored', bets } : { kind: 'empty' };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
