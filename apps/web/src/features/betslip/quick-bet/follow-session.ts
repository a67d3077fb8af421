import type { MinorUnits } from '@sportsbook/betting';
import { activeAccount } from '@/platform/session/session-state';
import type { SessionState } from '@/platform/session/session-state';
import type { QuickBetStore } from './quick-bet-store';

/** Where the quick bet hears of the session: its state, its changes and sign-outs. */
export interface QuickBetSessionSource {
  getSession(): SessionState;
  subscribeSession(listener: () => void): () => void;
  onSignedOut(listener: () => void): () => void;
}

/**
 * Keeps the quick bet in step with the session: sign-out disables it (SPEC §2.2); each new balance of the
 * active account (available = balance − locked, moved by balance_changed) goes to the engine, which switches
 * quick bet off when it drops below the stake or to zero (SPEC §4 Quick bet); the player's currency becomes
 * the one a new quick bet is placed in. Returns the unsubscribe.
 */
export function followQuickBetSession(store: QuickBetStore, source: QuickBetSessionSource): () => void {
  let seenBalance: string | null = null;

  function onSession(): void {
    const session = source.getSession();
    const account = session.status === 'logged_in' ? activeAccount(session.player) : null;
    if (!account) {
      seenBalance = null;
      return;
    }
    store.setCurrency({ currency: account.currency, subunits: account.subunits });
    const available = Math.max(0, account.balance - account.locked);
    const key = `${account.currency}:${available}`;
    if (key === seenBalance) return;
    seenBalance = key;
    store.dispatch({ type: 'balanceChanged', balance: available as MinorUnits });
  }

  const stopSession = source.subscribeSession(onSession);
  const stopSignOut = source.onSignedOut(() => {
    store.dispatch({ type: 'quickBetToggled', isEnabled: false });
  });
  onSession();
  return () => {
    stopSession();
    stopSignOut();
  };
}
