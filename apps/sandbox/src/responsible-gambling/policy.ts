import type { JurisdictionPolicy } from '@sportsbook/contract';
import type { SiteStore } from '../site/site-store';

/** The responsible-gambling policy of the site's jurisdiction, read from its policy table. */
export function jurisdictionPolicy(sites: SiteStore): JurisdictionPolicy {
  const { jurisdiction, policies } = sites.get().config.responsible_gambling;
  const policy = policies[jurisdiction];
  // NOTE: the site schema refuses a jurisdiction missing from the table, so this only guards a bad patch.
  if (!policy) throw new Error(`No responsible-gambling policy for "${jurisdiction}"`);
  return policy;
}
