import type { Profile } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { PlayerState } from '@/platform/session';
import { leavesForPlatform } from './status-group-checker';

const vip = { id: 7, name: 'VIP', status_ids: [3, 4], condition: null };
const on = { enabled: true, group_id: 7 };

function player(statusIds: number[]): PlayerState {
  return {
    profile: { statuses: statusIds.map((id) => ({ id })) } as Profile,
    accounts: [],
    compPoints: 0,
    statusGroups: [vip],
  };
}

describe('status-group checker (SPEC §5)', () => {
  it('sends users to the platform origin when the checker is on and they are not logged in', () => {
    expect(leavesForPlatform(on, { status: 'not_logged_in', player: null })).toBe(true);
  });

  it('sends users to the platform origin when they are logged in without the group', () => {
    expect(leavesForPlatform(on, { status: 'logged_in', player: player([1]) })).toBe(true);
  });

  it('keeps players of the configured group', () => {
    expect(leavesForPlatform(on, { status: 'logged_in', player: player([4]) })).toBe(false);
  });

  it('sends nobody while the checker is off or the session is still loading', () => {
    expect(
      leavesForPlatform({ enabled: false, group_id: 7 }, { status: 'not_logged_in', player: null }),
    ).toBe(false);
    expect(leavesForPlatform(on, { status: 'pending', player: null })).toBe(false);
  });
});
