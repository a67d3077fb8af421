import type { SiteConfig } from '@sportsbook/contract';
import type { SessionState } from '@/platform/session';

/**
 * Whether the status-group checker sends this visitor to the platform origin (SPEC §5): with the checker on,
 * a visitor who is not logged in, or a player none of whose statuses belongs to the configured group, leaves.
 * Undecided while the session is still loading.
 */
export function leavesForPlatform(
  checker: SiteConfig['status_group_checker'],
  session: Pick<SessionState, 'status' | 'player'>,
): boolean {
  if (!checker.enabled || checker.group_id === null) return false;
  if (session.status === 'not_logged_in') return true;
  if (session.status !== 'logged_in' || !session.player) return false;
  const group = session.player.statusGroups.find((candidate) => candidate.id === checker.group_id);
  const statuses = new Set(group?.status_ids ?? []);
  return !session.player.profile.statuses.some((status) => statuses.has(status.id));
}
