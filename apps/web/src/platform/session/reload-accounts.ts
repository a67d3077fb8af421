import { routeRefs } from '@sportsbook/contract/refs';
import { apiRequest } from '../api/api-client';
import type { ApiContext } from '../api/api-client';
import { dispatchSession } from './session-store';

/**
 * Reads the player's accounts again into the session, when balance events may have been missed (a lost
 * placement answer, a channel subscribed after the page read them). A failed read changes nothing: the next
 * `balance_changed` corrects the header, and there is nothing to tell the player.
 */
export function reloadAccounts(context: ApiContext): void {
  apiRequest(routeRefs.platform.getAccounts, {}, context)
    .then((accounts) => dispatchSession({ type: 'accounts', accounts }))
    .catch(() => {
      // NOTE: nothing to do: see above.
    });
}
