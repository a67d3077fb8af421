import { routeRefs } from '@sportsbook/contract/refs';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { canSwitchAccount, dispatchSession, getSession } from '@/platform/session';

/**
 * Makes the player's account in `currency` the active one (SPEC §4 Authentication). Ignored (false) when that
 * currency is already active or the player has no active account in it; otherwise the platform switches it
 * (`POST /player/accounts`) and the session follows.
 */
export async function switchAccount(context: ApiContext, currency: string): Promise<boolean> {
  if (!canSwitchAccount(getSession().player, currency)) return false;
  const account = await apiRequest(routeRefs.platform.createAccount, { body: { currency } }, context);
  dispatchSession({ type: 'account-switched', account });
  return true;
}
