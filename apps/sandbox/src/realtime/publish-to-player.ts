import { channelLocale, privateUserChannel } from '@sportsbook/contract';
import type { RealtimeEvent } from '@sportsbook/contract';
import type { SandboxInfra } from '../deps';

/**
 * Publishes an event on a player's private channel in every language of the site: the channel's name carries a
 * locale and the web subscribes in the language it shows. `event` may be drawn per channel language (a
 * notification's text).
 */
export async function publishToPlayer(
  deps: Pick<SandboxInfra, 'sites' | 'realtime'>,
  userId: number,
  event: RealtimeEvent | ((language: string) => RealtimeEvent),
): Promise<void> {
  const languages = new Set(deps.sites.get().config.locales.map((locale) => channelLocale(locale.code)));
  await Promise.all(
    [...languages].map((language) =>
      deps.realtime.publisher.publish(
        privateUserChannel(language, userId),
        typeof event === 'function' ? event(language) : event,
      ),
    ),
  );
}
