import type { BetSelection, BetType, OddsAcceptMode, PlaceBetItem } from '@sportsbook/contract';
import { PlaceBetCode, isBettableStatus, isStatusAllowed, providerStatusValues } from '@sportsbook/contract';
import {
  needsConsent,
  nonCombinableReason,
  stakeForPotentialWin,
  systemTypesFor,
  totalOdds,
} from '@sportsbook/betting';
import type { MinorUnits } from '@sportsbook/betting';
import type { SandboxInfra } from '../../deps';
import { BOOK_PROVIDER_RULES } from '../settings/provider-rules';
import { stakeLimitsIn, subunitsOf } from './bet-limits';
import { refusal } from './bet-errors';
import type { BetRefusal } from './bet-errors';
import { betEvent } from '../../event-kinds/bet-event';
import { raceBetShapeRefusal, resolveRaceBet } from '../../event-kinds/race-bet-lines';
import { customBetOdds } from './custom-bets';
import { engineSelection, parseSystemId, toEngineBet } from './engine-bet';
import type { PricedBet } from './engine-bet';

/** A bet checked against the book: what will be stored, at the odds it is placed at. */
export interface ResolvedBet {
  priced: PricedBet;
  selections: BetSelection[];
  /** Total odds for display (engine's totalOdds). */
  totalOdds: number;
  maxStake: number;
}

type Catalogue = SandboxInfra['catalogue'];

/** The wire type of a place-bet item: custom odds make a custom bet, a system id a system, else by count. */
export function itemType(item: Pick<PlaceBetItem, 'custom_odds' | 'system_id' | 'selections'>): BetType {
  if (item.custom_odds !== undefined) return 'custom_bet';
  if (item.system_id !== undefined) return 'system';
  return item.selections.length > 1 ? 'combo' : 'single';
}

/**
 * Whether the odds the player saw may be replaced by the book's under their accept mode (SPEC §4): exactly when
 * the slip's engine would not ask the player to consent to the move (needsConsent).
 */
export function acceptsOdds(seen: number, current: number, mode: OddsAcceptMode): boolean {
  return !needsConsent(seen, current, mode);
}

/**
 * The largest stake a bet takes: the book's maximum stake in its currency, or less when the maximum win would be
 * passed at these odds (the engine's stakeForPotentialWin).
 */
export function maxStakeOf(priced: PricedBet): number {
  const limits = stakeLimitsIn(priced.currency);
  const byWin = stakeForPotentialWin(toEngineBet(priced), limits.maxWin as MinorUnits);
  return Math.min(limits.maxStake, byWin);
}

interface Leg {
  selection: BetSelection;
  provider: string;
  odds: number;
}

function resolveLeg(
  catalogue: Catalogue,
  item: PlaceBetItem['selections'][number],
  index: number,
  mode: OddsAcceptMode,
  custom: boolean,
): Leg | BetRefusal {
  const event = betEvent(catalogue, item);
  const where = { selection_index: index, match_id: item.match_id, market_id: item.market_id };
  if ('reason' in event) return refusal(PlaceBetCode.MATCH_NOT_BETTABLE, { ...where, reason: event.reason });
  const { match } = event;
  if (!isBettableStatus(match.status))
    return refusal(PlaceBetCode.MATCH_NOT_BETTABLE, {
      ...where,
      reason: 'match_status',
      status: match.status,
    });
  const market = event.markets.find(
    (candidate) => candidate.id === item.market_id && candidate.specifier === item.specifier,
  );
  const outcome = market?.outcomes.find((candidate) => candidate.id === item.outcome_id);
  const allowed = providerStatusValues.allowed;
  const providerStatus = market ? (catalogue.providerStatuses()[market.provider] ?? allowed) : allowed;
  if (!market || !outcome) return refusal(PlaceBetCode.MARKET_SUSPENDED, { ...where, reason: 'not_offered' });
  if (!isStatusAllowed(market.status) || !isStatusAllowed(providerStatus) || !outcome.active)
    return refusal(PlaceBetCode.MARKET_SUSPENDED, { ...where, reason: 'suspended' });
  if (!custom && !acceptsOdds(item.odds, outcome.odds, mode))
    return refusal(PlaceBetCode.INVALID_ODDS, { ...where, odds: item.odds, current_odds: outcome.odds });
  const raceBet = resolveRaceBet(catalogue, item, market, outcome, mode, where);
  if (raceBet && 'code' in raceBet) return raceBet;
  return {
    provider: market.provider,
    odds: outcome.odds,
    selection: {
      id: index + 1,
      status: 'open',
      market: { id: market.id, name: market.name },
      outcome: { id: outcome.id, name: outcome.name },
      odds: outcome.odds,
      match,
      specifier: market.specifier,
      ...(raceBet ? { race_bet: raceBet } : {}),
    },
  };
}

function shapeRefusal(item: PlaceBetItem, type: BetType, legs: Leg[]): BetRefusal | null {
  const selections = legs.map((leg, index) =>
    engineSelection(leg.odds, index, leg.selection.match.id, leg.provider),
  );
  if (type === 'system') {
    const system = parseSystemId(item.system_id)!;
    const offered = systemTypesFor(legs.length).some(
      (candidate) => candidate.winCount === system.winCount && candidate.totalCount === system.totalCount,
    );
    if (!offered)
      return refusal(PlaceBetCode.NOT_COMBINABLE, { reason: 'system_type', system_id: item.system_id });
  }
  if (type === 'custom_bet' && new Set(legs.map((leg) => leg.selection.match.id)).size > 1)
    return refusal(PlaceBetCode.NOT_COMBINABLE, { reason: 'custom_bet_matches' });
  const reason = nonCombinableReason({ betType: type, selections }, BOOK_PROVIDER_RULES);
  return reason ? refusal(PlaceBetCode.NOT_COMBINABLE, { reason }) : null;
}

/**
 * Checks one bet against the current book (SPEC §4, §5, §8): the events take bets, the lines are open and
 * offered, the odds pass the accept mode (placed at the book's current odds), the legs combine, custom odds
 * match the book's, and the stake lies within the limits of its currency (refusals name the limit in its minor
 * units). Balance is the wallet's to check.
 */
export function resolveBet(
  catalogue: Catalogue,
  item: PlaceBetItem,
  mode: OddsAcceptMode,
): ResolvedBet | BetRefusal {
  const type = itemType(item);
  const legs: Leg[] = [];
  for (const [index, selection] of item.selections.entries()) {
    const leg = resolveLeg(catalogue, selection, index, mode, type === 'custom_bet');
    if ('code' in leg) return leg;
    legs.push(leg);
  }
  const shape = raceBetShapeRefusal(item, type) ?? shapeRefusal(item, type, legs);
  if (shape) return shape;
  let customOdds: number | null = null;
  if (type === 'custom_bet') {
    customOdds = customBetOdds(
      catalogue,
      legs[0]!.selection.match.id,
      item.selections.map(({ market_id, specifier, outcome_id }) => ({ market_id, specifier, outcome_id })),
    );
    if (customOdds === null || !acceptsOdds(item.custom_odds!, customOdds, mode))
      return refusal(PlaceBetCode.INVALID_ODDS_CUSTOM_BET, {
        custom_odds: item.custom_odds,
        current_odds: customOdds,
      });
  }
  const priced: PricedBet = {
    type,
    stake: item.stake.value,
    currency: item.stake.currency,
    subunits: subunitsOf(item.stake.currency),
    odds: legs.map((leg) => leg.odds),
    systemType: parseSystemId(item.system_id),
    customOdds,
    bonusOdds: null,
  };
  const { currency } = priced;
  const minStake = stakeLimitsIn(currency).minStake;
  if (priced.stake < minStake) return refusal(PlaceBetCode.STAKE_TOO_LOW, { min_stake: minStake, currency });
  const maxStake = maxStakeOf(priced);
  if (priced.stake > maxStake) return refusal(PlaceBetCode.STAKE_TOO_HIGH, { max_stake: maxStake, currency });
  return {
    priced,
    selections: legs.map((leg) => leg.selection),
    totalOdds: totalOdds(toEngineBet(priced)),
    maxStake,
  };
}
