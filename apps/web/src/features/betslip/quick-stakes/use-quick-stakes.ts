'use client';

import type { MinorUnits, QuickStakeRules } from '@sportsbook/betting';
import { routeRefs } from '@sportsbook/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { playerSettingsQueryKey, usePlayerSettings, useSession } from '@/platform/session';
import { useSiteConfig } from '@/platform/site/site-provider';
import {
  getVisitorQuickStakes,
  setVisitorQuickStakes,
  subscribeVisitorQuickStakes,
} from './visitor-quick-stakes';

/** The quick stakes in force and how to change them. */
export interface QuickStakes {
  /** The amounts of the quick-stake buttons, minor units; empty until the settings are known. */
  stakes: readonly number[];
  /** The bounds an edited list must keep; null until the settings are known. */
  rules: QuickStakeRules | null;
  /** Keeps `stakes`: in the account for a player (`POST /settings`), on this device for a visitor. */
  save(stakes: readonly number[]): Promise<void>;
}

const noVisitorStakes = () => null;

/**
 * The player's quick stakes (SPEC §3 Settings `stakes`): a signed-in player's follow their account; a visitor's
 * stay on the device, the site's defaults until they choose their own.
 */
export function useQuickStakes(): QuickStakes {
  const settings = usePlayerSettings();
  const session = useSession();
  const { quick_stakes_count: count } = useSiteConfig();
  const context = useApiContext();
  const queryClient = useQueryClient();
  const player = session.status === 'logged_in';
  const visitorStakes = useSyncExternalStore(
    subscribeVisitorQuickStakes,
    getVisitorQuickStakes,
    noVisitorStakes,
  );
  const bearer = session.bearer;
  const save = useCallback(
    async (stakes: readonly number[]) => {
      if (!player) {
        setVisitorQuickStakes(stakes);
        return;
      }
      const saved = await apiRequest(
        routeRefs.sportsbook.updateSettings,
        { body: { stakes: [...stakes] } },
        { ...context, token: bearer },
      );
      queryClient.setQueryData(playerSettingsQueryKey(bearer), saved);
    },
    [player, context, bearer, queryClient],
  );
  if (!settings) return { stakes: [], rules: null, save };
  const limits = settings.stake_limits;
  return {
    stakes: (!player && visitorStakes) || settings.stakes,
    rules: {
      minStake: limits.min_stake as MinorUnits,
      maxStake: limits.max_stake as MinorUnits,
      count,
    },
    save,
  };
}
