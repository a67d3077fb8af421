import { createHmac } from 'node:crypto';

/**
 * The id a player is known by to the chat and match-info widgets (`GET /watchersio/userid`, SPEC §7): stable for
 * the player, derived with the sandbox's secret so a third-party widget never learns the platform's user id and
 * cannot guess another player's.
 */
export function watchersId(userId: number, secret: string): string {
  return createHmac('sha256', secret).update(`watchers:${userId}`).digest('base64url').slice(0, 24);
}
