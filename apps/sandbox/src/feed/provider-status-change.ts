import type { ProviderStatus } from '@sportsbook/contract';
import type { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import type { Announcer } from './announcer';

/** What a provider's status change touches: the book that keeps the statuses and the live matches. */
export type ProviderStatusTarget = Pick<MatchCatalogue, 'liveMatches' | 'sportOf' | 'providerStatuses'> & {
  live: { setProviderStatus(provider: string, status: ProviderStatus): boolean };
};

/**
 * Sets a provider's status and announces it: `provider_status_changed` with every provider's status, then the
 * markets of its live matches (their prices answer the new status). False, and nothing announced, for a
 * provider of no sport. The control API and the simulator's outages both change statuses this one way.
 */
export async function changeProviderStatus(
  catalogue: ProviderStatusTarget,
  announcer: Announcer,
  provider: string,
  status: ProviderStatus,
): Promise<boolean> {
  if (!catalogue.live.setProviderStatus(provider, status)) return false;
  await announcer.providers(catalogue.providerStatuses());
  for (const match of catalogue.liveMatches()) {
    if (catalogue.sportOf(match).provider === provider) await announcer.match(match.id, { markets: true });
  }
  return true;
}
