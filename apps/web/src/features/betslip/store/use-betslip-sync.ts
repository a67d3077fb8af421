'use client';

import type { MinorUnits } from '@sportsbook/betting';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { getAcceptMode, subscribeAcceptMode, useOddsStore } from '@/features/odds';
import { markPageLive } from '@/platform/early-taps/early-tap';
import { activeAccount, usePlayerSettings, useSession } from '@/platform/session';
import { useBetslipStores } from './betslip-context';
import { loadEngineWhenIdle } from './engine-on-demand';
import { syncSlipOdds, followOdds } from './odds-sync';
import { followSelectionCount } from './panel-store';

/**
 * Keeps the slip in step with the app, once per page: restores the stored slip and re-validates it against
 * the current odds, follows the odds store, opens and closes the panel with the first and last selection, and
 * feeds the context the player's currency and balance (EUR and no balance for visitors), accept mode and the
 * provider rules of the settings. Provider status events are ProviderStatusFollower's, beside it.
 */
export function useBetslipSync(): void {
  const { ticket, panel } = useBetslipStores();
  const odds = useOddsStore();
  const session = useSession();
  const account = activeAccount(session.player);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    // The engine's reducers are not in the first load: fetched now the page has hydrated, unless a change asked first.
    const stopEngine = loadEngineWhenIdle();
    const applyAcceptMode = () => ticket.setContext({ oddsAcceptMode: getAcceptMode() });
    applyAcceptMode();
    const stopAcceptMode = subscribeAcceptMode(applyAcceptMode);
    // NOTE: the stored slip is read asynchronously (its schemas load on demand); its odds sync once it is back.
    void ticket.restore().then(() => syncSlipOdds(ticket, odds));
    syncSlipOdds(ticket, odds);
    const stopOdds = followOdds(ticket, odds);
    // The success view counts as content: the panel stays open on it until the player is done.
    const stopPanel = followSelectionCount(panel, ticket.subscribe, () => {
      const state = ticket.getState();
      return state.ticketState === 'SUCCESS' ? Math.max(1, state.bets.length) : state.bets.length;
    });
    // Taps kept since the first paint replay from here on, when the sheet and the stored slip follow them.
    markPageLive();
    return () => {
      stopEngine();
      stopAcceptMode();
      stopOdds();
      stopPanel();
    };
  }, [ticket, panel, odds]);

  useEffect(() => {
    // SPEC §2.4: the panel closes on a route change (not on the first render, which keeps a reload's state).
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    panel.close();
  }, [panel, pathname]);

  const settings = usePlayerSettings();
  useEffect(() => {
    if (!settings) return;
    ticket.setContext({
      multiSingleAvailableByProvider: settings.multiSingleAvailableByProvider,
      mixedProvidersAllowed: settings.mixedProvidersAllowed,
      providersWithoutSystem: settings.providersWithoutSystem,
    });
    ticket.dispatch({ type: 'providerStatusesChanged', providerStatuses: settings.providerStatuses });
  }, [ticket, settings]);

  const currency = account?.currency ?? 'EUR';
  const subunits = account?.subunits ?? 2;
  const balance = account ? account.balance - account.locked : null;
  useEffect(() => {
    // NOTE: while the session is still loading the currency is unknown: keep the slip's stakes until it is.
    if (session.status === 'unknown' || session.status === 'pending') return;
    ticket.setContext({
      currency,
      subunits,
      limits: {
        ...ticket.getContext().limits,
        balance: balance === null ? null : (Math.max(0, balance) as MinorUnits),
      },
    });
  }, [ticket, session.status, currency, subunits, balance]);
}
