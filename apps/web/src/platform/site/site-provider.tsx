'use client';

import type { FeatureFlag, FeatureFlags, SiteConfig } from '@sportsbook/contract';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

const SiteConfigContext = createContext<SiteConfig | null>(null);
const FeatureFlagsContext = createContext<FeatureFlags | null>(null);

/** Provides the site configuration and its feature flags to client components (SPEC §2.3). */
export function SiteProvider({
  config,
  featureFlags,
  children,
}: {
  config: SiteConfig;
  featureFlags: FeatureFlags;
  children: ReactNode;
}) {
  return (
    <SiteConfigContext.Provider value={config}>
      <FeatureFlagsContext.Provider value={featureFlags}>{children}</FeatureFlagsContext.Provider>
    </SiteConfigContext.Provider>
  );
}

/** The site configuration. */
export function useSiteConfig(): SiteConfig {
  const value = useContext(SiteConfigContext);
  if (!value) throw new Error('useSiteConfig needs a SiteProvider');
  return value;
}

/** Whether a feature flag is on for this site. */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  const value = useContext(FeatureFlagsContext);
  if (!value) throw new Error('useFeatureFlag needs a SiteProvider');
  return value[flag];
}
