import { channelLocale, privateUserChannel } from '@sportsbook/contract';
import type { SandboxInfra } from '../deps';
import { publishBalance } from '../platform/wallet/balance-events';
import { loadJackpotConfigs } from './jackpot-config';
import { JackpotService } from './jackpot-service';

/**
 * Builds the jackpot service of a sandbox (services.ts) and subscribes it to placed bets: a bet that drew a hit
 * in its placement transaction is paid once that transaction has committed and the bet is announced.
 */
export function createJackpotService(infra: SandboxInfra, jackpotsFile?: string): JackpotService {
  const service = new JackpotService({
    db: infra.db,
    events: infra.events,
    configs: loadJackpotConfigs(jackpotsFile),
    hashSecret: infra.sportsbookSessionSecret,
    now: () => new Date(),
    publish: async (userId, event) => {
      // The web subscribes in the language it shows, so the event goes to every language of the site.
      const locales = new Set(infra.sites.get().config.locales.map((locale) => channelLocale(locale.code)));
      await Promise.all(
        [...locales].map((locale) =>
          infra.realtime.publisher.publish(privateUserChannel(locale, userId), event),
        ),
      );
    },
    publishBalance: (userId, currency, account) => publishBalance(infra, userId, currency, account),
  });
  infra.events.on('betChanged', async ({ bet }) => {
    if (bet.used_in_jackpot) await service.payHitsOfBet(bet.id);
  });
  return service;
}
