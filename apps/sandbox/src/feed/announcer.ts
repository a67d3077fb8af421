import { channelLocale, matchUpdatesChannel, publicUpdatesChannel } from '@sportsbook/contract';
import type { Market, Match, ProviderStatus, RealtimeEvent } from '@sportsbook/contract';
import type { RealtimePublisher } from '../realtime/publisher';

/** What changed about a match, and so which events announce it. */
export interface MatchNews {
  match?: boolean;
  status?: boolean;
  markets?: boolean;
}

/** What the announcer reads: the view and markets of a match, race or draw as they stand now. */
export interface AnnouncedEvents {
  match(id: number): Match | undefined;
  markets(id: number): Market[] | undefined;
}

/**
 * Announces the catalogue's changes as SPEC §4 events, on `public:{locale}.updates` and the match's own
 * channel for every site locale (br as pt, each channel once). The live simulator and the control API both
 * announce through it, so a change by hand looks just like one from the feed.
 */
export class Announcer {
  readonly #localesOf: () => readonly string[];

  constructor(
    private readonly catalogue: AnnouncedEvents,
    private readonly publisher: RealtimePublisher,
    locales: readonly string[] | (() => readonly string[]),
  ) {
    // NOTE: a function, so locales added to the site at run time are announced in too.
    this.#localesOf = typeof locales === 'function' ? locales : () => locales;
  }

  /** Publishes match_status_changed, match_changed and markets_changed for a match, as asked. */
  async match(matchId: number, news: MatchNews): Promise<void> {
    const view = this.catalogue.match(matchId);
    if (!view) return;
    if (news.status) {
      await this.#publish(matchId, {
        event_name: 'match_status_changed',
        message: {
          match: {
            id: view.id,
            status: view.status,
            sport_type: view.tournament.sport.type,
            provider: view.provider,
          },
        },
      });
    }
    if (news.match) await this.#publish(matchId, { event_name: 'match_changed', message: { match: view } });
    if (news.markets) {
      await this.#publish(matchId, {
        event_name: 'markets_changed',
        message: {
          match: { id: view.id, urn_id: view.urn_id },
          markets: this.catalogue.markets(matchId) ?? [],
        },
      });
    }
  }

  /** Publishes markets_changed with only the given lines of a match (those that moved), as a feed delta would. */
  async marketLines(matchId: number, matchUrnId: string, lines: Market[]): Promise<void> {
    await this.#publish(matchId, {
      event_name: 'markets_changed',
      message: { match: { id: matchId, urn_id: matchUrnId }, markets: lines },
    });
  }

  /** Publishes provider_status_changed with every provider's status. */
  async providers(statuses: Record<string, ProviderStatus>): Promise<void> {
    const event: RealtimeEvent = {
      event_name: 'provider_status_changed',
      message: { provider_statuses: statuses },
    };
    for (const locale of this.#channelLocales()) {
      await this.publisher.publish(publicUpdatesChannel(locale), event);
    }
  }

  #channelLocales(): string[] {
    return [...new Set(this.#localesOf().map(channelLocale))];
  }

  async #publish(matchId: number, event: RealtimeEvent): Promise<void> {
    for (const locale of this.#channelLocales()) {
      await this.publisher.publish(publicUpdatesChannel(locale), event);
      await this.publisher.publish(matchUpdatesChannel(locale, matchId), event);
    }
  }
}
