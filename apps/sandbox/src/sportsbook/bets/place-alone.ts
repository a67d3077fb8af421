import { PlaceBetCode } from '@sportsbook/contract';
import { applyBetBonuses, isFreebetBet } from '../../bonuses/bonus-placement';
import { betRequests, bets } from '../../db/schema';
import type { SandboxInfra } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { JackpotFunding } from '../../jackpots/jackpot-funding';
import { applyWalletChange } from '../../platform/wallet/wallet';
import { checkBetsAllowed } from '../../responsible-gambling/bet-check';
import { placeBetsFailed, refusal } from './bet-errors';
import { newBetRows, resolveAll } from './placement-request';
import type { AccountAfter, Placement, PlacementOutcome } from './placement-request';

/** Thrown inside the transaction when another call already holds the request's key. */
class DuplicateRequest extends Error {}

/** Thrown inside the transaction to roll it back with the refusal the player gets. */
class Refused extends Error {
  constructor(
    readonly error: ApiError,
    readonly byBook: boolean,
  ) {
    super(error.message);
  }
}

/**
 * Places one request in a transaction of its own, statement by statement: claims the key, checks the bets
 * against the player's limits and exclusions (responsible gambling) and against the book, checks and spends the
 * bets' bonuses, stores the bets and debits each stake through the wallet (a freebet's stake is not debited),
 * then funds the jackpots (jackpots/jackpot-funding.ts). The batch path falls back to it for requests it does not
 * take (stakes in several currencies, bonuses, players with limits) and when a batch fails as a whole.
 */
export async function placeAlone(
  deps: SandboxInfra,
  placement: Placement,
  fundJackpots: JackpotFunding,
): Promise<PlacementOutcome> {
  const { key, hash, acceptLanguage } = placement;
  try {
    return await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(betRequests)
        .values({ ...key, bodyHash: hash })
        .onConflictDoNothing()
        .returning({ userId: betRequests.userId });
      // NOTE: the key is taken: a retry, or a concurrent twin that committed first (PostgreSQL makes this
      // insert wait for it). Claiming first means a retry answers the first bets even if the odds have moved.
      if (claimed.length === 0) throw new DuplicateRequest();
      try {
        // In the transaction that debits the stakes, under the player's lock: two placements at once cannot
        // both pass a loss or wager limit.
        await checkBetsAllowed(tx, key.userId, placement.body, new Date(), acceptLanguage);
      } catch (error) {
        if (error instanceof ApiError) throw new Refused(error, false);
        throw error;
      }
      let resolved;
      try {
        resolved = resolveAll(deps, placement);
      } catch (error) {
        // A refusal rolls the claim back: a refused request may be retried.
        if (error instanceof ApiError) throw new Refused(error, true);
        throw error;
      }
      const withBonuses = await applyBetBonuses(
        deps,
        tx,
        key.userId,
        placement.body,
        newBetRows(key, resolved, new Date()),
        new Date(),
      );
      if ('refusals' in withBonuses)
        throw new Refused(placeBetsFailed(withBonuses.refusals, acceptLanguage), true);
      const rows = await tx.insert(bets).values(withBonuses.rows).returning();
      rows.sort((a, b) => a.requestIndex - b.requestIndex);
      const balances = new Map<string, AccountAfter>();
      // A freebet's stake is the house's: its bet debits no money.
      for (const row of rows.filter((placed) => !isFreebetBet(placed))) {
        const change = {
          userId: key.userId,
          currency: row.currency,
          amount: row.stake,
          key: `bet:${row.id}:stake`,
          reason: 'bet_stake',
        };
        try {
          const account = await applyWalletChange(tx, change, 'debit');
          balances.set(row.currency, { balance: account.balance, locked: account.locked });
        } catch (error) {
          const short =
            error instanceof ApiError && (error.code === 'insufficient_funds' || error.status === 404);
          if (!short) throw error;
          const refused = refusal(PlaceBetCode.INSUFFICIENT_BALANCE, { currency: row.currency });
          throw new Refused(placeBetsFailed(new Map([[row.requestIndex, refused]]), acceptLanguage), false);
        }
      }
      const { qualifying } = await fundJackpots(
        tx,
        rows.map((row) => ({ ...row, freebet: isFreebetBet(row) })),
      );
      for (const row of rows) row.usedInJackpot = qualifying.has(row.id);
      return { kind: 'placed', rows, balances };
    });
  } catch (error) {
    if (error instanceof DuplicateRequest) return { kind: 'duplicate' };
    if (error instanceof Refused) return { kind: 'refused', error: error.error, byBook: error.byBook };
    throw error;
  }
}
