'use client';

import { useSession } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { onDemand, useOnDemand } from '@/ui/load-on-demand';

// NOTE: a visitor has no hits: the announcer and its alert are fetched when a player signs in (issue 25, first
// load; docs/decisions/0031).
export const hitAnnouncerCode = onDemand(() => import('./hit-announcer'));

/**
 * The jackpot hits of the signed-in player, shown once each (SPEC §2.5, §4). Mounted once in the page shell;
 * nothing with the `jackpots` flag off (SPEC §6) or for a visitor.
 */
export function JackpotRoot() {
  const enabled = useFeatureFlag('jackpots');
  const { status, player } = useSession();
  const userId = status === 'logged_in' ? (player?.profile.id ?? null) : null;
  const code = useOnDemand(hitAnnouncerCode, enabled && userId !== null);
  if (!enabled || userId === null || !code) return null;
  return <code.HitAnnouncer key={userId} userId={userId} />;
}
