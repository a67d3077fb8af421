import type { MaxStakeRequest } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { walletAccounts } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { placeBetsFailed } from './bet-errors';
import { limitInMinor } from './bet-limits';
import { customBetOdds } from './custom-bets';
import { resolveBet } from './resolve-bet';

/**
 * The largest stake a bet would be accepted with now (SPEC §7 `POST /bets/max-stake`): the book's limit at the
 * current odds, capped by the player's available balance. A bet that would be refused for another reason
 * answers that refusal (422 `place_bets_failed`).
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
  const resolved = resolveBet(
    deps.catalogue,
    {
      stake: { value: limitInMinor('minStake', request.currency), currency: request.currency },
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
        eq(walletAccounts.currency, request.currency),
        eq(walletAccounts.active, true),
      ),
    );
  const available = account ? Math.max(0, account.balance - account.locked) : 0;
  return { max_stake: Math.min(resolved.maxStake, available), currency: request.currency };
}
