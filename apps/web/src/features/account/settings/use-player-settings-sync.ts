'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  getAcceptMode,
  getOddsType,
  setAcceptMode,
  setOddsType,
  subscribeAcceptMode,
  subscribeOddsType,
} from '@/features/odds';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { reportError } from '@/platform/errors/report-error';
import { getSession, playerSettingsQueryKey } from '@/platform/session';
import { createSettingsSync } from './settings-sync';
import { clearVisitorChoices, noteVisitorChoice, readVisitorChoices } from './visitor-choices';

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

// NOTE: the page's one sync; the hook below hands it the API origins and the query cache once mounted.
let apiContext: ApiContext | null = null;
let queryClient: QueryClient | null = null;

/** The page's settings sync: applied at sign-in by the session's deps, fed by the preference stores. */
export const playerSettingsSync = createSettingsSync({
  oddsType: getOddsType,
  setOddsType,
  acceptMode: getAcceptMode,
  setAcceptMode,
  isPlayer: () => getSession().status === 'logged_in',
  visitorChoices: {
    read: () => readVisitorChoices(localStore()),
    note: (choice) => noteVisitorChoice(localStore(), choice),
    clear: () => clearVisitorChoices(localStore()),
  },
  save: (change) =>
    apiContext
      ? apiRequest(routeRefs.sportsbook.updateSettings, { body: change }, apiContext)
      : Promise.reject(new Error('settings saved before the page mounted its settings sync')),
  onSaved: (settings) => queryClient?.setQueryData(playerSettingsQueryKey(getSession().bearer), settings),
  onError: (error) => reportError({ source: 'settings.save', error }),
});

/**
 * Saves the player's odds type and odds-change acceptance whenever they change on this device (decision
 * 0027); mounted once, by the session root.
 */
export function usePlayerSettingsSync(): void {
  const context = useApiContext();
  const client = useQueryClient();
  useEffect(() => {
    apiContext = context;
    queryClient = client;
  });
  useEffect(() => {
    const stopOddsType = subscribeOddsType(() => playerSettingsSync.deviceChanged('odds_type'));
    const stopAcceptMode = subscribeAcceptMode(() =>
      playerSettingsSync.deviceChanged('auto_accept_odds_change'),
    );
    return () => {
      stopOddsType();
      stopAcceptMode();
    };
  }, []);
}
