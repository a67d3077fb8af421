import type {
  MaxStakeRequest,
  OddsAcceptMode,
  PlaceBetItem,
  PlaceBetsRequest,
  SlipBet,
} from '@sportsbook/contract';
import { eventKindOf } from '../kinds/event-kinds';
import { betOutlay, raceBetOf } from '../kinds/two-line-bets';
import { systemId } from '../system/system-types';

/** What a place request needs besides the bets: the device, the idempotency key, quick or not, accept mode. */
export interface PlaceRequestMeta {
  deviceId: string;
  /** Idempotency key made by the caller (ids come from outside the engine); the same key never places twice. */
  requestKey: string;
  quick: boolean;
  oddsAcceptMode: OddsAcceptMode;
}

/** One slip bet as the server takes it (SPEC §3 Place-bet item; §5: system_id, custom_odds). */
export function placeBetItem(bet: SlipBet): PlaceBetItem {
  const raceBet = raceBetOf(bet);
  const item: PlaceBetItem = {
    // Each-way and a reverse forecast: the slip's stake is the line stake; the server takes both lines'.
    stake: { value: betOutlay(bet), currency: bet.currency },
    selections: bet.selections.map((selection) => ({
      match_id: selection.matchId,
      // An outright's id is not a match's: the kind tells the server which event it names.
      ...(selection.event ? { event_kind: eventKindOf(selection) } : {}),
      market_id: selection.marketId,
      specifier: selection.specifier,
      outcome_id: selection.outcomeId,
      odds: selection.odds,
      ...(raceBet?.kind === 'each_way' ? { race_bet: { kind: 'each_way' as const } } : {}),
      ...(raceBet?.kind === 'reverse_forecast'
        ? { race_bet: { kind: 'reverse_forecast' as const, reverse_odds: raceBet.reverseOdds } }
        : {}),
    })),
  };
  if (bet.bonus)
    item.bonus = {
      id: bet.bonus.id,
      type: bet.bonus.type,
      ...(bet.bonus.odds !== null ? { odds: bet.bonus.odds } : {}),
    };
  if (bet.betType === 'system' && bet.systemType) item.system_id = systemId(bet.systemType);
  if (bet.betType === 'custom_bet' && bet.customOdds !== null) item.custom_odds = bet.customOdds;
  return item;
}

/**
 * The `POST /bets` body for the bets being placed (SPEC §3 Place-bets request): meta.type is the first bet's
 * type; the odds sent are the ones on the slip, which the server checks under the accept mode.
 */
export function buildPlaceBetsRequest(bets: readonly SlipBet[], meta: PlaceRequestMeta): PlaceBetsRequest {
  const first = bets[0];
  if (!first) throw new RangeError('A place request needs at least one bet');
  return {
    meta: {
      device_id: meta.deviceId,
      quick: meta.quick,
      type: first.betType,
      request_key: meta.requestKey,
      accept_odds_change: meta.oddsAcceptMode,
    },
    bets: bets.map(placeBetItem),
  };
}

/**
 * The `POST /bets/max-stake` body for one slip bet (ours; SPEC §7 "payload not shown"): the bet's type, currency,
 * selections at the odds on the slip and, for a system, its type. The stake is what is asked for, so none is sent.
 */
export function maxStakeRequest(bet: SlipBet): MaxStakeRequest {
  const { selections, system_id: systemType } = placeBetItem(bet);
  return {
    type: bet.betType,
    currency: bet.currency,
    selections,
    ...(systemType ? { system_id: systemType } : {}),
  };
}
