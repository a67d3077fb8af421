import { PlaceBetCode } from '@sportsbook/contract';
import type { MaxStakeRequest } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { walletAccounts } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { placeBetsFailed, refusal } from './bet-errors';
import { stakeLimitsIn } from './bet-limits';
import { customBetOdds } from './custom-bets';
import { resolveBet } from './resolve-bet';

/**
 * The largest stake a bet would be accepted with now (SPEC §7 `POST /bets/max-stake`): the book's limit in the
 * currency at the current odds (resolveBet's, the check placement makes), capped by the player's available
 * balance. It is never below the currency's minimum stake: when even the minimum would be refused, the answer is
 * the refusal placing the minimum gets (422 `place_bets_failed`: too high at these odds, the balance too low, or
 * any other reason), with the limit in the currency's minor units in its details.
 */
export async function maxStake(
  deps: SandboxDeps,
  userId: number,
  request: z.infer<typeof MaxStakeRequest>,
  acceptLanguage: string | undefined,
): Promise<{ max_stake: number; currency: string }> {
  const customOdds =
    request.type === 'custom_bet'
      ? customBetOdds(
          deps.catalogue,
          request.selections[0]!.match_id,
          request.selections.map(({ market_id, specifier, outcome_id }) => ({
            market_id,
            specifier,
            outcome_id,
          })),
        )
      : null;
  const { currency } = request;
  const { minStake } = stakeLimitsIn(currency);
  const resolved = resolveBet(
    deps.catalogue,
    {
      stake: { value: minStake, currency },
      selections: request.selections,
      ...(request.system_id !== undefined ? { system_id: request.system_id } : {}),
      ...(request.type === 'custom_bet' ? { custom_odds: customOdds ?? 1.01 } : {}),
    },
    'any',
  );
  if ('code' in resolved) throw placeBetsFailed(new Map([[0, resolved]]), acceptLanguage);
  const [account] = await deps.db
    .select()
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.userId, userId),
        eq(walletAccounts.currency, currency),
        eq(walletAccounts.active, true),
      ),
    );
  const available = account ? Math.max(0, account.balance - account.locked) : 0;
  if (available < minStake) {
    const short = refusal(PlaceBetCode.INSUFFICIENT_BALANCE, { currency, min_stake: minStake });
    throw placeBetsFailed(new Map([[0, short]]), acceptLanguage);
  }
  return { max_stake: Math.min(resolved.maxStake, available), currency };
}
