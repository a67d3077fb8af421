import { and, eq, lt, min } from 'drizzle-orm';
import { bets } from '../db/schema';
import type { SandboxDeps } from '../deps';
import { findUserByEmail } from '../platform/users/user-queries';

/** Issues the sign-up campaigns to a newly registered player (once: each under its `sign_up:` key). */
export async function issueSignUpBonuses(deps: SandboxDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user) await deps.services.bonuses.issueOn(user.id, 'sign_up');
}

/** Issues the first-bet campaigns when these bets are the player's first (no bet of theirs is older). */
export async function issueFirstBetBonuses(
  deps: SandboxDeps,
  userId: number,
  placed: readonly { id: number }[],
): Promise<void> {
  const first = Math.min(...placed.map((bet) => bet.id));
  const [older] = await deps.db
    .select({ id: min(bets.id) })
    .from(bets)
    .where(and(eq(bets.userId, userId), lt(bets.id, first)));
  if (older?.id == null) await deps.services.bonuses.issueOn(userId, 'first_bet');
}
