import type { SlipBet } from '@sportsbook/contract';
import { bonusForLines } from '../kinds/two-line-bets';
import { stakeForPotentialWin } from '../money/potential-win';
import { applyBonus, defaultBonus, freebetsHeldElsewhere, isFreeForBet } from '../rules/bonus-choice';
import { typedStake } from '../rules/slip-bet';
import type { SlipBonus } from '../rules/bonus-choice';
import type { MinorUnits } from '../units';
import type { TicketState } from './state';
import { afterBetEdit } from './settle';

/** Replaces one bet; the ticket is unchanged when the index is stale or a placement is in progress. */
export function updateBet(
  state: TicketState,
  betIndex: number,
  update: (bet: SlipBet) => SlipBet,
): TicketState {
  const bet = state.bets[betIndex];
  if (state.inProgress || bet === undefined) return state;
  const next = update(bet);
  return next === bet ? state : afterBetEdit(state, state.bets.with(betIndex, next));
}

/** The player typed a stake. Negative or fractional input never reaches here: MinorUnits are whole. */
export function changeStake(state: TicketState, betIndex: number, stake: MinorUnits): TicketState {
  return updateBet(state, betIndex, (bet) => ({ ...bet, stake: Math.max(0, stake), ...typedStake }));
}

/** The player typed the win they want: the stake becomes the largest one that does not exceed it. */
export function changePotentialWin(
  state: TicketState,
  betIndex: number,
  potentialWin: MinorUnits,
): TicketState {
  return updateBet(state, betIndex, (bet) => ({
    ...bet,
    stake: Math.max(0, stakeForPotentialWin(bet, potentialWin)),
    stakeSource: 'potential_win',
    wantedWin: potentialWin,
  }));
}

/** Every bet re-stated in a new currency (SPEC §4): the stake resets to 0 with source sharing. */
export function changeCurrency(state: TicketState, currency: string, subunits: number): TicketState {
  if (state.inProgress) return state;
  const bets = state.bets.map((bet): SlipBet => ({
    ...bet,
    currency,
    subunits,
    stake: 0,
    stakeSource: 'sharing',
    wantedWin: null,
  }));
  return afterBetEdit(state, bets);
}

/**
 * Bonuses offered for a bet; when none is chosen yet the default preference picks one (SPEC §4 Bonus choice).
 * A chosen bonus still offered takes the offer's terms (a comboboost's odds follow the bet's range); one no longer
 * offered (expired, used, or the bet no longer fits it) gives way to the default, a freebet's stake going with it.
 * A freebet another bet of the slip holds is not offered to this one.
 */
export function offerBonuses(
  state: TicketState,
  betIndex: number,
  allOffered: readonly SlipBonus[],
): TicketState {
  const held = freebetsHeldElsewhere(state.bets, betIndex);
  const bonuses = allOffered.filter((bonus) => isFreeForBet(bonus, held));
  return updateBet(state, betIndex, (bet) => {
    const offered = { ...bet, availableBonuses: bonuses.map(({ id, type }) => ({ id, type })) };
    if (bet.bonus === null) return applyBonus(offered, bonusForLines(bet, defaultBonus(bonuses)));
    const still = bonuses.find((bonus) => bonus.id === bet.bonus!.id && bonus.type === bet.bonus!.type);
    if (!still) return applyBonus(offered, bonusForLines(bet, defaultBonus(bonuses)));
    const same =
      still.odds === bet.bonus.odds && (still.freebetType ?? null) === (bet.bonus.freebetType ?? null);
    return same ? offered : applyBonus(offered, bonusForLines(bet, still));
  });
}

/**
 * The player chose a bonus for a bet, or none (SPEC §4 Bonus choice: freebet stakes). A freebet another bet of
 * the slip holds is refused: the slip stays as it was.
 */
export function chooseBonus(state: TicketState, betIndex: number, bonus: SlipBonus | null): TicketState {
  if (bonus && !isFreeForBet(bonus, freebetsHeldElsewhere(state.bets, betIndex))) return state;
  return updateBet(state, betIndex, (bet) => applyBonus(bet, bonusForLines(bet, bonus)));
}
