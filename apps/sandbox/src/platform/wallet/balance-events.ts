import { channelLocale, privateUserChannel } from '@sportsbook/contract';
import type { RealtimeEvent } from '@sportsbook/contract';
import type { SandboxInfra } from '../../deps';
import { findCurrency } from './currencies';

/**
 * Announces an account's balance on the player's private channel (`balance_changed`). The channel name carries
 * a locale and the web subscribes with the language it shows, so the event goes to the channel of every
 * language of the site.
 */
export async function publishBalance(
  deps: SandboxInfra,
  userId: number,
  currency: string,
  account: { balance: number; locked: number },
): Promise<void> {
  const event: RealtimeEvent = {
    event_name: 'balance_changed',
    message: {
      balance: { value: account.balance, currency, subunits: findCurrency(currency)?.subunits ?? 2 },
      locked: account.locked,
    },
  };
  const locales = new Set(deps.sites.get().config.locales.map((locale) => channelLocale(locale.code)));
  await Promise.all(
    [...locales].map((locale) => deps.realtime.publisher.publish(privateUserChannel(locale, userId), event)),
  );
}
