import type { SlipBet } from '@sportsbook/contract';
import type { MinorUnits } from '../units';
import { exactPotentialWin, stakeForPotentialWin } from './potential-win';

/** The largest potential win a ticket holds, each bet and all together: beyond it a Number skips minor units. */
export const MAX_POTENTIAL_WIN = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The bets with their stakes capped so that each potential win, and their sum over the ticket, stays a safe
 * integer: in slip order, a bet whose win would pass what the bets before it left gets the largest stake whose
 * win fits. A stake that fits is never touched; the same array comes back when none was capped.
 */
export function capStakes(bets: SlipBet[]): SlipBet[] {
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
