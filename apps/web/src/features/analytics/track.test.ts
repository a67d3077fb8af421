// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { analytics, trackBetPlaced } from './track';

describe('trackBetPlaced (SPEC §3 analytics record)', () => {
  it('pushes the record of a placement to the data layer once, even when the placement is learned twice', () => {
    analytics.grantConsent();
    const record = { transactionId: 'B-1,B-2', contentIds: ['7'], amount: 2.5 };
    trackBetPlaced(record);
    trackBetPlaced(record);
    const layer = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(layer.filter((entry) => (entry as { event: string }).event === 'bet_placed')).toEqual([
      { event: 'bet_placed', transactionId: 'B-1,B-2', contentIds: ['7'], amount: 2.5 },
    ]);
  });
});
