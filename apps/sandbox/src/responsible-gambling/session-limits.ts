import type { JurisdictionPolicy, SessionLimitState } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { platformSessions, platformUsers } from '../db/schema';
import { ApiError } from '../http/api-error';
import { isInForce } from './limit-rules';
import type { LimitRecord } from './limit-rules';
import { currentLimits } from './limits-repository';
import { bettingSince } from './usage';

const MINUTE_MS = 60_000;

/** The signed-in browser whose play session is asked about. */
export interface PlaySessionRef {
  userId: number;
  /** The stored id of the platform session (`platform_sessions.id_hash`). */
  sessionId: string;
}

function valueOf(limits: readonly LimitRecord[], type: LimitRecord['type']): number | null {
  return limits.find((limit) => limit.type === type && isInForce(limit.status))?.value ?? null;
}

async function loadSession(db: Database, ref: PlaySessionRef) {
  const [session] = await db
    .select()
    .from(platformSessions)
    .where(eq(platformSessions.idHash, ref.sessionId));
  if (!session) throw new ApiError(401, 'unauthorized', 'No platform session', { reason: 'no_session' });
  return session;
}

/**
 * The session-limit query (polled every 30 s, SPEC §9): the play session since sign-in with the net result of
 * its bets, the reality-check period once the player's interval (or the policy's required one) has run since the
 * last check, and the sportsbook-session limit. 400 `no_session_limits` when there is nothing to watch: no
 * reality check, no session limit and no session timer in the jurisdiction (the web then stops polling, §8).
 */
export async function sessionLimitState(
  db: Database,
  ref: PlaySessionRef,
  policy: JurisdictionPolicy,
  now: Date,
): Promise<SessionLimitState> {
  const limits = await currentLimits(db, ref.userId, now);
  const interval =
    valueOf(limits, 'reality_check') ??
    (policy.reality_check_required ? policy.reality_check_minutes[0]! : null);
  const sessionLimit = valueOf(limits, 'sportsbook_session');
  if (interval === null && sessionLimit === null && !policy.session_timer)
    throw new ApiError(400, 'no_session_limits', 'The player has no reality check or session limit');
  const session = await loadSession(db, ref);
  const [user] = await db
    .select({ currency: platformUsers.currency })
    .from(platformUsers)
    .where(eq(platformUsers.id, ref.userId));
  const currency = user?.currency ?? 'EUR';
  const betting = await bettingSince(db, ref.userId, currency, session.createdAt);
  const since = (from: Date) => now.getTime() - from.getTime();
  return {
    session: {
      started_at: session.createdAt.toISOString(),
      elapsed_seconds: Math.max(0, Math.floor(since(session.createdAt) / 1000)),
      net_win_loss: betting.returned - betting.staked,
      currency,
      bets_count: betting.count,
    },
    period:
      interval !== null && since(session.realityCheckFrom) >= interval * MINUTE_MS
        ? { minutes: interval, started_at: session.realityCheckFrom.toISOString() }
        : null,
    session_limit:
      sessionLimit === null
        ? null
        : {
            minutes: sessionLimit,
            reached: since(session.sessionLimitFrom) >= sessionLimit * MINUTE_MS,
            can_continue: policy.session_limit_continue,
          },
    session_timer: policy.session_timer,
  };
}

/**
 * `POST /sportsbook_sessions/continue` for responsible gambling: the player answered the reality check (its
 * next period starts now) and, past a session limit the jurisdiction lets them continue, starts a new session
 * period. Past a limit it does not, the session ends and 403 `session_limit_reached` answers.
 */
export async function continuePlaySession(
  db: Database,
  ref: PlaySessionRef,
  policy: JurisdictionPolicy,
  now: Date,
): Promise<void> {
  const session = await loadSession(db, ref);
  const limit = valueOf(await currentLimits(db, ref.userId, now), 'sportsbook_session');
  const reached = limit !== null && now.getTime() - session.sessionLimitFrom.getTime() >= limit * MINUTE_MS;
  if (reached && !policy.session_limit_continue) {
    await db.delete(platformSessions).where(eq(platformSessions.idHash, ref.sessionId));
    throw new ApiError(403, 'session_limit_reached', 'The session limit is reached', { minutes: limit });
  }
  await db
    .update(platformSessions)
    .set({ realityCheckFrom: now, ...(reached ? { sessionLimitFrom: now } : {}) })
    .where(eq(platformSessions.idHash, ref.sessionId));
}
