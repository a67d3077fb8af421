import { describe, expect, it } from 'vitest';
import { AnalyticsDataLayer, PENDING_EVENT_CAPACITY } from './data-layer';

describe('AnalyticsDataLayer (nothing reaches the tag manager before consent)', () => {
  it('pushes nothing before consent, then hands over what waited, in order, and pushes directly after', () => {
    const layer: unknown[] = [];
    const gate = new AnalyticsDataLayer(() => layer);
    gate.push({ event: 'page_view', page_path: '/en' });
    gate.push({ event: 'page_view', page_path: '/en/live' });
    expect(layer).toEqual([]);
    gate.grantConsent();
    expect(layer).toEqual([
      { event: 'page_view', page_path: '/en' },
      { event: 'page_view', page_path: '/en/live' },
    ]);
    gate.push({ event: 'sign_in' });
    expect(layer).toHaveLength(3);
    gate.grantConsent();
    expect(layer).toHaveLength(3);
  });

  it('keeps at most the most recent events while waiting', () => {
    const layer: unknown[] = [];
    const gate = new AnalyticsDataLayer(() => layer);
    for (let index = 0; index < PENDING_EVENT_CAPACITY + 5; index++) gate.push({ event: `e${index}` });
    gate.grantConsent();
    expect(layer).toHaveLength(PENDING_EVENT_CAPACITY);
    expect(layer[0]).toEqual({ event: 'e5' });
  });
});
