/** An entry of the tag manager's data layer: an event name and its fields. */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

/** How many events wait for consent at most; older ones are let go. */
export const PENDING_EVENT_CAPACITY = 50;

/** Where the tag manager reads from: `window.dataLayer`, created when the tag manager has not loaded yet. */
export function windowDataLayer(): unknown[] {
  const target = window as unknown as { dataLayer?: unknown[] };
  target.dataLayer = target.dataLayer ?? [];
  return target.dataLayer;
}

/**
 * The gate in front of the tag manager's data layer: nothing reaches it before the visitor consents to cookies
 * (SPEC §2.5 cookie notice). Events of this page before consent wait in memory, bounded, and are handed over
 * when consent is given; a visitor who never consents sends nothing.
 */
export class AnalyticsDataLayer {
  private consented = false;
  private readonly pending: AnalyticsEvent[] = [];

  constructor(private readonly target: () => unknown[]) {}

  /** Pushes an event, or keeps it until consent. */
  push(event: AnalyticsEvent): void {
    if (this.consented) {
      this.target().push(event);
      return;
    }
    this.pending.push(event);
    if (this.pending.length > PENDING_EVENT_CAPACITY) this.pending.shift();
  }

  /** The visitor consented: hands over what waited, and pushes directly from now on. */
  grantConsent(): void {
    if (this.consented) return;
    this.consented = true;
    const waiting = this.pending.splice(0);
    for (const event of waiting) this.target().push(event);
  }

  hasConsent(): boolean {
    return this.consented;
  }
}
