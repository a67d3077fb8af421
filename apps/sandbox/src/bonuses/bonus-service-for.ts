import { channelLocale, privateUserChannel } from '@sportsbook/contract';
import type { RealtimeEvent } from '@sportsbook/contract';
import type { SandboxDeps } from '../deps';
import { BonusService } from './bonus-service';
import { loadCampaigns } from './campaigns';

const services = new WeakMap<SandboxDeps, BonusService>();

/** Builds the bonus service of a sandbox from its explicit dependencies. */
export function createBonusService(deps: SandboxDeps): BonusService {
  return new BonusService({
    db: deps.db,
    catalogue: deps.catalogue,
    campaigns: loadCampaigns(),
    now: () => new Date(),
    publish: async (userId: number, event: RealtimeEvent) => {
      // The web subscribes in the language it shows, so the event goes to every language of the site.
      const locales = new Set(deps.sites.get().config.locales.map((locale) => channelLocale(locale.code)));
      await Promise.all(
        [...locales].map((locale) =>
          deps.realtime.publisher.publish(privateUserChannel(locale, userId), event),
        ),
      );
    },
  });
}

/**
 * The one bonus service of a sandbox, keyed by its dependencies like the placement queue and the settler.
 * NOTE: moves to the composition root's services once it lands (issue 16), with the others.
 */
export function bonusServiceFor(deps: SandboxDeps): BonusService {
  let service = services.get(deps);
  if (!service) {
    service = createBonusService(deps);
    services.set(deps, service);
  }
  return service;
}
