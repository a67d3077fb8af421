import { channelLocale, publicUpdatesChannel } from '@sportsbook/contract';
import type { SandboxInfra } from '../deps';
import type { BonusService } from '../bonuses/bonus-service';
import { LoyaltyService } from './loyalty-service';
import { DEFAULT_PROGRAMMES } from './programmes';

/**
 * Builds the loyalty service of a sandbox (services.ts) on its bonus service, and lets loyalty programmes be
 * activated through the bonus activation route; services.ts subscribes it to `betChanged`.
 */
export function createLoyaltyService(infra: SandboxInfra, bonuses: BonusService): LoyaltyService {
  const loyalty = new LoyaltyService({
    db: infra.db,
    bonuses,
    programmes: DEFAULT_PROGRAMMES,
    now: () => new Date(),
    sportsbookUrl: () => infra.urls().sportsbookUrl,
    publishPublic: async (event) => {
      const locales = new Set(infra.sites.get().config.locales.map((locale) => channelLocale(locale.code)));
      await Promise.all(
        [...locales].map((locale) => infra.realtime.publisher.publish(publicUpdatesChannel(locale), event)),
      );
    },
  });
  bonuses.addActivation((userId, id) => loyalty.activate(userId, id));
  return loyalty;
}
