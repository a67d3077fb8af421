import type { BetAnalyticsRecord } from '@sportsbook/contract';
import type { z } from 'zod';
import { AnalyticsDataLayer, windowDataLayer } from './data-layer';
import type { AnalyticsEvent } from './data-layer';

/** The browser's one gate in front of the data layer. */
export const analytics = new AnalyticsDataLayer(windowDataLayer);

/** Pushes an event through the consent gate. */
export function trackEvent(event: AnalyticsEvent): void {
  analytics.push(event);
}

/** A page the visitor opened (the path only: query and hash may carry codes and tokens). */
export function trackPageView(path: string, title: string): void {
  trackEvent({ event: 'page_view', page_path: path, page_title: title });
}

const placedTransactions = new Set<string>();

/**
 * The analytics record of a placement (SPEC §3: transactionId, contentIds, amount), once per transaction: a
 * placement learned twice (its answer and a resend's) is pushed once.
 */
export function trackBetPlaced(record: z.infer<typeof BetAnalyticsRecord>): void {
  if (placedTransactions.has(record.transactionId)) return;
  placedTransactions.add(record.transactionId);
  trackEvent({ event: 'bet_placed', ...record });
}

/** The player signed in or signed up through the platform's forms. */
export function trackAuth(kind: 'sign_in' | 'sign_up'): void {
  trackEvent({ event: kind });
}

/** A deposit reached an outcome the player was told of. */
export function trackDeposit(id: number, status: 'success' | 'pending' | 'error'): void {
  trackEvent({ event: 'deposit', deposit_id: id, deposit_status: status });
}
