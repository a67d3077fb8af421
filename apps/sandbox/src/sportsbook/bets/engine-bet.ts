import type { BetType, SlipBet, SlipSelection } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { potentialWin, winFactor } from '@sportsbook/betting';
import type { MinorUnits, WinFactor } from '@sportsbook/betting';

/** What the engine needs of a bet to price it: its type, the legs' odds and the system or custom odds. */
export interface PricedBet {
  type: BetType;
  stake: number;
  currency: string;
  subunits: number;
  /** One per leg; a settled leg passes 1 (void) or 0 (lost). */
  odds: readonly number[];
  systemType: { winCount: number; totalCount: number } | null;
  customOdds: number | null;
  bonusOdds: number | null;
}

/**
 * A slip selection for the engine's pure rules: they read only the odds, the match and the provider of a
 * selection, so the rest is neutral filler.
 */
export function engineSelection(
  odds: number,
  index: number,
  matchId = index + 1,
  provider = '',
): SlipSelection {
  return {
    id: String(index),
    type: 'regular',
    matchId,
    matchUrnId: '',
    matchSlug: '',
    matchStatus: MatchStatus.prematch,
    marketId: 1,
    marketName: '',
    marketGroup: '',
    specifier: '',
    outcomeId: 1,
    outcomeName: '',
    odds,
    acceptedOdds: odds,
    initialOdds: odds,
    active: true,
    isSuspended: false,
    isChanged: false,
    isNotAvailable: false,
    sportKey: '',
    nameA: '',
    nameB: '',
    categoryName: '',
    provider,
  };
}

/** The slip bet the betting engine prices, built from a server-side bet. */
export function toEngineBet(bet: PricedBet): SlipBet {
  return {
    betType: bet.type,
    stake: bet.stake,
    currency: bet.currency,
    subunits: bet.subunits,
    stakeSource: 'stake',
    wantedWin: null,
    selections: bet.odds.map((odds, index) => engineSelection(odds, index)),
    systemType: bet.systemType,
    customOdds: bet.customOdds,
    bonus: bet.bonusOdds === null ? null : { id: 1, type: 'comboboost', odds: bet.bonusOdds },
    availableBonuses: [],
    freebetStake: null,
    betId: null,
    status: null,
    isVip: false,
    jackpots: [],
  };
}

/** What the bet returns if it pays at these odds, in minor units, rounded down once (the engine's rule). */
export function returnOf(bet: PricedBet): MinorUnits {
  return potentialWin(toEngineBet(bet));
}

/** The exact return per unit staked (engine's win factor). */
export function factorOf(bet: PricedBet): WinFactor {
  return winFactor(toEngineBet(bet));
}

/** A system id `k/n` as the engine's system type, or null for another bet type. */
export function parseSystemId(systemId: string | null | undefined) {
  if (!systemId) return null;
  const [winCount, totalCount] = systemId.split('/').map(Number);
  return { winCount: winCount!, totalCount: totalCount! };
}
