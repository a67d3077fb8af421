import { createHash } from 'node:crypto';
import type { Bet, PlaceBetsRequest } from '@sportsbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { betRequests, bets } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { publishBalance } from '../../platform/wallet/balance-events';
import { loadPreferences } from '../settings/preferences-store';
import { publishBetChanged } from './bet-events';
import { betView } from './bet-view';
import type { RequestKey } from './placement-request';

function bodyHash(body: PlaceBetsRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * The bets a request placed, in request order; null when it has not been placed. One query for the claim and
 * its bets: a twin or a retry is answered with one round trip.
 */
async function placedBy(deps: SandboxDeps, key: RequestKey, hash: string): Promise<Bet[] | null> {
  const rows = await deps.db
    .select({ bodyHash: betRequests.bodyHash, bet: bets })
    .from(betRequests)
    .leftJoin(
      bets,
      and(
        eq(bets.userId, betRequests.userId),
        eq(bets.deviceId, betRequests.deviceId),
        eq(bets.requestKey, betRequests.requestKey),
      ),
    )
    .where(
      and(
        eq(betRequests.userId, key.userId),
        eq(betRequests.deviceId, key.deviceId),
        eq(betRequests.requestKey, key.requestKey),
      ),
    )
    .orderBy(asc(bets.requestIndex));
  const [first] = rows;
  if (!first) return null;
  if (first.bodyHash !== hash)
    throw new ApiError(409, 'conflict', 'The request key was used for other bets', {
      request_key: key.requestKey,
    });
  return rows.flatMap(({ bet }) => (bet ? [betView(bet)] : []));
}

/**
 * Places the bets of a request (SPEC §7 `POST /bets`). The request joins the next batch of the placement queue,
 * which, in one transaction, claims its key, checks every bet against the player's limits (placeAlone) and the
 * current book, stores the bets and debits the stakes (refused when `balance - locked` cannot cover them); the
 * balance and the new bets are announced after the commit. The same device_id and request_key answer the first placement's bets, even when
 * the two requests race, and even when the odds have moved since.
 */
export async function placeBets(
  deps: SandboxDeps,
  userId: number,
  body: PlaceBetsRequest,
  acceptLanguage: string | undefined,
): Promise<Bet[]> {
  const key = { userId, deviceId: body.meta.device_id, requestKey: body.meta.request_key };
  const hash = bodyHash(body);
  const mode = body.meta.accept_odds_change ?? (await loadPreferences(deps.db, userId)).autoAcceptOddsChange;
  const outcome = await deps.services.placement.submit({ key, hash, body, mode, acceptLanguage });
  if (outcome.kind === 'refused') {
    // NOTE: the book is checked before the key is claimed: a retry of a placed request is answered with its
    // bets even when the odds have moved since.
    const earlier = outcome.byBook ? await placedBy(deps, key, hash) : null;
    if (earlier) return earlier;
    throw outcome.error;
  }
  if (outcome.kind === 'duplicate') {
    const earlier = await placedBy(deps, key, hash);
    // NOTE: unreachable in practice: the claim committed with its bets, or it was rolled back and is free.
    if (!earlier)
      throw new ApiError(409, 'conflict', 'The request is being placed', { request_key: key.requestKey });
    return earlier;
  }
  deps.services.settler.track(outcome.rows.flatMap((row) => row.matchIds));
  await deps.services.bonuses.issueOnFirstBet(
    userId,
    outcome.rows.map((row) => row.id),
  );
  const views = outcome.rows.map((row) => betView(row));
  for (const [currency, account] of outcome.balances) await publishBalance(deps, userId, currency, account);
  await Promise.all(views.map((bet) => publishBetChanged(deps, userId, bet)));
  return views;
}
