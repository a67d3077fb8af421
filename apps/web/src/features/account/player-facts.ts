import type { PlayerState, PlayerStatusGroup } from '@/platform/session';

/** The player's status group: the first group holding one of the profile's statuses (SPEC §3 Progress). */
export function playerStatusGroup(player: PlayerState): PlayerStatusGroup | null {
  const statusIds = new Set(player.profile.statuses.map((status) => status.id));
  return player.statusGroups.find((group) => group.status_ids.some((id) => statusIds.has(id))) ?? null;
}
