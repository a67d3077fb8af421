'use client';

import { usePlayerSettings } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import type { AllowedProviders } from './allowed-sources';

/**
 * The providers allowed per sport type for the live hooks (SPEC §4 Real-time): the settings'
 * `sport_type_providers` when the site turns on `custom_sport_type_providers`, else null (every provider).
 * Null too until the settings are known: the page then shows what it was rendered with.
 */
export function useAllowedProviders(): AllowedProviders {
  const custom = useFeatureFlag('custom_sport_type_providers');
  const settings = usePlayerSettings();
  return custom ? (settings?.sport_type_providers ?? null) : null;
}
