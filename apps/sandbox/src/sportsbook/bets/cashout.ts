import type { Bet } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import { bets } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { publishBalance } from '../../platform/wallet/balance-events';
import { applyWalletChange } from '../../platform/wallet/wallet';
import { CASHOUT_TOLERANCE, subunitsOf } from './bet-limits';
import { publishBetChanged, publishCashoutChanged } from './bet-events';
import { betView, PLACED_STATUS } from './bet-view';
import { cashoutOffer } from './cashout-offer';

/**
 * Cashes a whole open bet out at the server's current offer (SPEC §7 `POST /bets/cashout`): refused with 409
 * and the current offer in `details.to_cashout` when it moved more than the tolerance from the value the player
 * accepted or is withdrawn (a suspended market); otherwise the bet becomes cashed_out and the offer is credited,
 * in one transaction, then announced. The requested value only gates the request: crediting it would let a
 * client take up to the tolerance more than the offer.
 */
export async function cashOut(
  deps: SandboxDeps,
  userId: number,
  request: { bet_id: number; to_cashout: { value: number; currency: string } },
): Promise<{ bet: Bet; cashed_out: { value: number; currency: string } }> {
  const [row] = await deps.db
    .select()
    .from(bets)
    .where(and(eq(bets.id, request.bet_id), eq(bets.userId, userId)));
  if (!row)
    throw new ApiError(404, 'not_found', `No bet with id ${request.bet_id}`, { bet_id: request.bet_id });
  const offer = cashoutOffer(deps.catalogue, row);
  const money = (value: number | null) =>
    value === null ? null : { value, currency: row.currency, subunits: subunitsOf(row.currency) };
  const wanted = request.to_cashout;
  const moved =
    offer === null ||
    wanted.currency !== row.currency ||
    Math.abs(offer - wanted.value) > Math.floor(wanted.value * CASHOUT_TOLERANCE);
  if (moved)
    throw new ApiError(409, 'conflict', 'The cashout offer has changed', {
      reason: offer === null ? 'cashout_unavailable' : 'offer_changed',
      to_cashout: money(offer),
    });
  const done = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bets)
      .set({ status: 'cashed_out', result: 'cashed_out', winAmount: offer, settledAt: new Date() })
      .where(and(eq(bets.id, row.id), eq(bets.status, PLACED_STATUS)))
      .returning();
    if (!updated) return null;
    const account = await applyWalletChange(
      tx,
      {
        userId,
        currency: row.currency,
        amount: offer,
        key: `bet:${row.id}:cashout`,
        reason: 'bet_cashout',
      },
      'credit',
    );
    return { updated, account };
  });
  if (!done)
    throw new ApiError(409, 'conflict', 'The bet is settled already', {
      reason: 'bet_settled',
      to_cashout: null,
    });
  const bet = betView(done.updated);
  await publishBalance(deps, userId, row.currency, done.account);
  await publishBetChanged(deps, userId, bet);
  await publishCashoutChanged(deps, userId, bet.id, null);
  return { bet, cashed_out: { value: offer, currency: row.currency } };
}
