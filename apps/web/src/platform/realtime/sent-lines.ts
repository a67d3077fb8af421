import { lineOfMarket, marketLineKey } from '@sportsbook/betting';
import type { RealtimeEvent } from '@sportsbook/contract';

/**
 * What the real-time worker has sent the page of each market line, per subscription, so that a publication
 * repeating lines the page already has crosses with only the lines that moved.
 */
export interface SentLines {
  /**
   * The event as the page needs it: a `markets_changed` without the lines this subscription already sent
   * unchanged, or null when none is left; any other event as it is. Records what it lets through as sent.
   */
  unsent(subscription: number, event: RealtimeEvent): RealtimeEvent | null;
  /** Forgets what was sent on a subscription: its next publication of each line goes in full. */
  forget(subscription: number): void;
  /** Forgets every subscription's lines. */
  forgetAll(): void;
}

/**
 * Creates the worker's memory of sent lines. NOTE: the feed republishes every live match's full markets every
 * 1–5 s (issue 25: 300 matches, about a hundred events a second, most of their lines unchanged); each repeated
 * line was read back, applied to the odds store and compared with the query cache on the page's main thread for
 * nothing. A line is compared as the JSON it would cross as, so a change of status (suspended), of an outcome's
 * odds, flag or name still goes. The memory must be forgotten whenever the page may have lost what it was sent
 * (a new subscription, a resubscribe, a reconnect: the page then refetches), or a held-back line would never
 * reach it again.
 */
export function createSentLines(): SentLines {
  const sent = new Map<number, Map<string, string>>();
  return {
    unsent(subscription, event) {
      if (event.event_name !== 'markets_changed') return event;
      let lines = sent.get(subscription);
      if (!lines) sent.set(subscription, (lines = new Map()));
      const markets = event.message.markets.filter((market) => {
        const key = marketLineKey(lineOfMarket(market));
        const json = JSON.stringify(market);
        if (lines.get(key) === json) return false;
        lines.set(key, json);
        return true;
      });
      if (markets.length === event.message.markets.length) return event;
      if (markets.length === 0) return null;
      return { ...event, message: { ...event.message, markets } };
    },
    forget(subscription) {
      sent.delete(subscription);
    },
    forgetAll() {
      sent.clear();
    },
  };
}
