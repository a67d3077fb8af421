import type { Bet, SlipBet } from '@sportsbook/contract';
import { potentialWin } from '../money/potential-win';
import { newSlipBet } from '../rules/slip-bet';
import { createSlipSelection } from '../ticket/slip-selection';
import type { MinorUnits } from '../units';
import { freebetPayout } from './freebet';
import type { FreebetVariant } from './freebet';

/**
 * The variant of the freebet a bet is staked with, or null when its stake is the player's money. A freebet whose
 * variant is unknown (a slip stored before the slip kept it) is taken as `freebet_only_win`: every variant pays
 * at least the profit, so the slip never promises more than the bet will pay.
 */
export function freebetVariantOf(bet: SlipBet): FreebetVariant | null {
  if (bet.bonus?.type !== 'freebet') return null;
  return bet.bonus.freebetType ?? 'freebet_only_win';
}

/**
 * What a bet pays the player if every selection wins, in minor units (SPEC §3 Freebet variants, decision 0014):
 * the engine's potential win (stake included, a comboboost's odds multiplied in) for a bet staked with money;
 * for a freebet, its variant's share of that win, as settlement pays it (`freebetPayout`): `freebet_all_win` the
 * whole win, `freebet_only_win` and `freebet_no_risk` the win without the stake, which was never the player's.
 * The card, the slip's total and My Bets all show this number.
 */
export function potentialReturn(bet: SlipBet): MinorUnits {
  const variant = freebetVariantOf(bet);
  if (variant === null) return potentialWin(bet);
  return freebetPayout(variant, bet.stake, potentialWin(bet), false).credit as MinorUnits;
}

/** The part of a bet's stake that is the player's money: none for a freebet, whose stake is the house's. */
export function moneyStake(bet: SlipBet): MinorUnits {
  return (freebetVariantOf(bet) === null ? bet.stake : 0) as MinorUnits;
}

/** The sum of the freebet stakes on the slip (shown apart from the money staked), in minor units. */
export function totalFreebetStake(bets: readonly SlipBet[]): MinorUnits {
  return bets.reduce((sum, bet) => sum + bet.stake - moneyStake(bet), 0) as MinorUnits;
}

/**
 * A placed bet as the engine prices it: its legs at the odds they were placed at, its system or custom odds,
 * and its bonus (a comboboost's snapshotted odds, a freebet's variant). Only what pricing reads is carried.
 */
export function placedSlipBet(bet: Bet): SlipBet {
  const selections = bet.selections.map((leg) =>
    createSlipSelection({
      type: 'regular',
      matchId: leg.match.id,
      matchUrnId: leg.match.urn_id,
      matchSlug: leg.match.slug,
      matchStatus: leg.match.status,
      marketId: leg.market.id,
      marketName: leg.market.name,
      marketGroup: '',
      specifier: leg.specifier,
      outcomeId: leg.outcome.id,
      outcomeName: leg.outcome.name,
      odds: leg.odds,
      active: true,
      provider: '',
      sportKey: leg.match.sport_key,
      nameA: '',
      nameB: '',
      categoryName: '',
    }),
  );
  const system = bet.system ? { winCount: bet.system.win_count, totalCount: bet.system.total_count } : null;
  const slipBet = newSlipBet(bet.type, selections, bet.stake, bet.stake.value, system);
  const bonus = bet.bonus;
  return {
    ...slipBet,
    customOdds: bet.type === 'custom_bet' ? bet.odds : null,
    // A bonus other than a freebet changes the price only by its odds (a comboboost's, snapshotted).
    bonus:
      bonus?.type === 'freebet'
        ? { id: bonus.id, type: 'freebet', odds: null, freebetType: bonus.freebet_type ?? null }
        : bonus?.odds != null
          ? { id: bonus.id, type: 'comboboost', odds: bonus.odds }
          : null,
  };
}

/** What a placed, still open bet pays if every selection wins (the slip's promise, by `potentialReturn`). */
export function placedPotentialReturn(bet: Bet): MinorUnits {
  return potentialReturn(placedSlipBet(bet));
}
