import { createSlipSelection } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/contract';
import type { Bet, Market, Match, Settings } from '@sportsbook/contract';
import { sampleMarket, sampleMatch } from '@/features/odds/testing/odds-fixtures';
import { createPanelStore } from '../store/panel-store';
import { createTicketStore } from '../store/ticket-store';
import type { SlipStorage } from '../store/ticket-store';
import { slipSelectionInput } from '../use-slip-selection';

/** A session storage stand-in over a map. */
export function memoryStorage(): SlipStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Match `id` (prematch, provider `sandbox`) with a 1X2 market at `odds`. */
export function matchWith(id: number, odds: number[] = [2, 3.2, 2.9]): { match: Match; market: Market } {
  const market = { ...sampleMarket(odds), match_urn_id: `sr:match:${id}` };
  const match = {
    ...sampleMatch(market),
    id,
    urn_id: `sr:match:${id}`,
    slug: `home-away-${id}`,
    status: 0 as const,
  };
  return { match, market };
}

/** The slip selection of outcome `outcomeIndex` of match `id`'s 1X2 market. */
export function selectionOf(id: number, outcomeIndex = 0, odds?: number[]): SlipSelection {
  const { match, market } = matchWith(id, odds);
  const outcome = market.outcomes[outcomeIndex];
  if (!outcome) throw new RangeError(`no outcome ${outcomeIndex}`);
  return createSlipSelection(slipSelectionInput(match, market, outcome, outcome.odds, outcome.active));
}

/** Fresh ticket and panel stores over one memory storage. */
export function testStores(storage = memoryStorage()) {
  return { storage, ticket: createTicketStore({ storage }), panel: createPanelStore(storage) };
}

/** A bet as the server answers a placement, for the single on `selection`. */
export function placedBetFor(selection: SlipSelection, stake: number): Bet {
  return {
    id: 9001,
    ref: 'B-TEST1',
    type: 'single',
    status: 'waiting_results',
    created_at: '2026-01-01T12:00:00.000Z',
    result: 'no_results',
    is_vip: false,
    stake: { value: stake, currency: 'EUR', subunits: 2 },
    win_amount: null,
    odds: selection.odds,
    selections: [
      {
        id: 1,
        status: 'open',
        market: { id: selection.marketId, name: selection.marketName },
        outcome: { id: selection.outcomeId, name: selection.outcomeName },
        odds: selection.odds,
        match: {
          id: selection.matchId,
          urn_id: selection.matchUrnId,
          slug: selection.matchSlug,
          name: `${selection.nameA} – ${selection.nameB}`,
          start_time: '2026-01-01T12:00:00.000Z',
          status: 0,
          sport_key: selection.sportKey,
        },
        specifier: selection.specifier,
      },
    ],
    to_cashout: null,
    bonus: null,
    system: null,
    used_in_jackpot: false,
  };
}

/** Sportsbook settings with quick stakes of 5 and 10 euros and provider `sandbox` open. */
export const slipSettings: Settings = {
  custom_bet_allow_single: false,
  custom_bet_enabled: false,
  stakes: [500, 1000],
  stake_limits: { currency: 'EUR', min_stake: 10, max_stake: 1_000_000 },
  auto_accept_odds_change: 'none',
  odds_types: { available: ['european'], selected: 'european' },
  activeOddsType: 'european',
  updated_at: '2026-01-01T12:00:00.000Z',
  video_settings: { enabled: false },
  provider_statuses: { sandbox: 1 },
  providerStatuses: { sandbox: 1 },
  sport_type_providers: {},
  multiSingleAvailableByProvider: {},
  mixedProvidersAllowed: false,
  providersWithoutSystem: [],
  isHorseRacingEnabled: false,
  isLotteryEnabled: false,
  one_signal_push_notification_subscription: null,
};

/** A desktop for the slip's media queries: none matches (jsdom has no matchMedia of its own). */
export function desktopMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
}
