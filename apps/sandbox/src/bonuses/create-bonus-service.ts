import { channelLocale, privateUserChannel } from '@sportsbook/contract';
import type { RealtimeEvent } from '@sportsbook/contract';
import type { SandboxInfra } from '../deps';
import { BonusService } from './bonus-service';
import { loadCampaigns } from './campaigns';

/** Builds the bonus service of a sandbox (services.ts) from its infrastructure and the campaigns file. */
export function createBonusService(infra: SandboxInfra, campaignsFile?: string): BonusService {
  return new BonusService({
    db: infra.db,
    catalogue: infra.catalogue,
    campaigns: loadCampaigns(campaignsFile),
    events: infra.events,
    now: () => new Date(),
    publish: async (userId: number, event: RealtimeEvent) => {
      // The web subscribes in the language it shows, so the event goes to every language of the site.
      const locales = new Set(infra.sites.get().config.locales.map((locale) => channelLocale(locale.code)));
      await Promise.all(
        [...locales].map((locale) =>
          infra.realtime.publisher.publish(privateUserChannel(locale, userId), event),
        ),
      );
    },
  });
}
