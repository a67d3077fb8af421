import { ApiError } from '../http/api-error';
import type { DbExecutor } from '../platform/wallet/wallet';
import { runningExclusion } from './limit-rules';
import type { LimitRecord } from './limit-rules';
import { currentLimits } from './limits-repository';

/**
 * The 403 `self_excluded` refusal while a self-exclusion or time-out runs (sign-in, sportsbook sessions,
 * deposits), with its kind and end (`until` null: indefinite); null when none runs.
 */
export function exclusionRefusal(limits: readonly LimitRecord[], now: Date): ApiError | null {
  const exclusion = runningExclusion(limits, now);
  if (!exclusion) return null;
  return new ApiError(403, 'self_excluded', 'The player is excluded from play until the exclusion ends', {
    reason: exclusion.type,
    until: exclusion.disableAt?.toISOString() ?? null,
  });
}

/** Throws the `self_excluded` refusal while the player's self-exclusion or time-out runs at `now`. */
export async function refuseWhileExcluded(db: DbExecutor, userId: number, now: Date): Promise<void> {
  const refusal = exclusionRefusal(await currentLimits(db, userId, now), now);
  if (refusal) throw refusal;
}
