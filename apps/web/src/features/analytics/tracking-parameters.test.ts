import { describe, expect, it } from 'vitest';
import { TRACKING_SENT_KEY, trackingParametersEvent } from './tracking-parameters';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('trackingParametersEvent (SPEC §2.1: captured for analytics, once)', () => {
  it('hands the captured parameters over once, however often it is asked', () => {
    const storage = memoryStorage();
    const captured = { ctag: 'c1', btag: 'b1', stag: 's1', qtag: 'q1', gclid: 'g1' };
    expect(trackingParametersEvent(captured, storage)).toEqual({ event: 'tracking_parameters', ...captured });
    expect(trackingParametersEvent(captured, storage)).toBeNull();
    expect(storage.getItem(TRACKING_SENT_KEY)).toBe(JSON.stringify(captured));
  });

  it('hands over a new capture (a later link) again, and nothing when nothing was captured', () => {
    const storage = memoryStorage();
    trackingParametersEvent({ gclid: 'g1' }, storage);
    expect(trackingParametersEvent({ gclid: 'g2' }, storage)).toEqual({
      event: 'tracking_parameters',
      gclid: 'g2',
    });
    expect(trackingParametersEvent({}, storage)).toBeNull();
  });
});
