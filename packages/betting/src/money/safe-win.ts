import type { SlipBet } from '@sportsbook/contract';
import type { MinorUnits } from '../units';
import { exactPotentialWin, stakeForPotentialWin } from './potential-win';

/** The largest potential win a ticket holds, each bet and all together: beyond it a Number skips minor units. */
export const MAX_POTENTIAL_WIN = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A float upper bound of a bet's potential win: every odds is above 1, so no combination of a system pays more
 * than the product of all its odds. NOTE: the exact win of a 16-selection system sums 12,870 bigint products
 * (about 7 ms); with this bound an ordinary slip skips it on every odds tick. Float error is far below the
 * factor of 2 kept as margin.
 */
function winBound(bet: SlipBet): number {
  const odds =
    bet.betType === 'custom_bet' && bet.customOdds !== null
      ? [bet.customOdds]
      : bet.selections.map((selection) => selection.odds);
  return odds.reduce((bound, value) => bound * value, bet.stake * (bet.bonus?.odds ?? 1));
}

/**
 * The bets with their stakes capped so that each potential win, and their sum over the ticket, stays a safe
 * integer: in slip order, a bet whose win would pass what the bets before it left gets the largest stake whose
 * win fits. A stake that fits is never touched; the same array comes back when none was capped.
 */
export function capStakes(bets: SlipBet[]): SlipBet[] {
  if (bets.reduce((sum, bet) => sum + winBound(bet), 0) <= Number.MAX_SAFE_INTEGER / 2) return bets;
  let left = MAX_POTENTIAL_WIN;
  let capped = false;
  const next = bets.map((bet) => {
    const win = exactPotentialWin(bet);
    if (win <= left) {
      left -= win;
      return bet;
    }
    capped = true;
    const fitting = { ...bet, stake: stakeForPotentialWin(bet, Number(left) as MinorUnits) };
    left -= exactPotentialWin(fitting);
    return fitting;
  });
  return capped ? next : bets;
}
