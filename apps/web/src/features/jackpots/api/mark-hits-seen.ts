import { routeRefs } from '@sportsbook/contract/refs';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';

/** Marks the player's hits seen, as bonuses of type jackpot (`POST /bonuses/mark-as-seen`, SPEC §4). */
export async function markJackpotHitsSeen(context: ApiContext, hitIds: readonly number[]): Promise<void> {
  if (hitIds.length === 0) return;
  await apiRequest(
    routeRefs.sportsbook.markBonusesSeen,
    { body: hitIds.map((id) => ({ id, type: 'jackpot' as const })) },
    context,
  );
}
