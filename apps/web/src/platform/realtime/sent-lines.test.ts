import type { Market, RealtimeEvent } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { sampleMarket } from '@/testing/market-fixtures';
import { createSentLines } from './sent-lines';

function marketsChanged(...markets: Market[]): RealtimeEvent {
  return { event_name: 'markets_changed', message: { match: { id: 7, urn_id: 'sr:match:7' }, markets } };
}

// Match 7's 1X2 line and its over/under 2.5 line (another market id and a specifier).
const totals = (odds: number[]): Market => ({ ...sampleMarket(odds), id: 18, specifier: 'total=2.5' });

describe('sent lines', () => {
  it('lets a line through the first time and holds it back while it repeats unchanged', () => {
    const sent = createSentLines();
    const event = marketsChanged(sampleMarket([2.5, 3.2, 2.9]), totals([1.8, 2]));
    expect(sent.unsent(1, event)).toBe(event);
    expect(sent.unsent(1, marketsChanged(sampleMarket([2.5, 3.2, 2.9]), totals([1.8, 2])))).toBeNull();
  });

  it('sends only the lines that moved, an odds move or a suspension alike', () => {
    const sent = createSentLines();
    sent.unsent(1, marketsChanged(sampleMarket([2.5, 3.2, 2.9]), totals([1.8, 2])));
    const moved = sent.unsent(1, marketsChanged(sampleMarket([2.5, 3.2, 2.9]), totals([1.75, 2.05])));
    expect(moved).toEqual(marketsChanged(totals([1.75, 2.05])));
    // Status -1: suspended, odds unchanged.
    const suspended = sent.unsent(1, marketsChanged(sampleMarket([2.5, 3.2, 2.9], -1), totals([1.75, 2.05])));
    expect(suspended).toEqual(marketsChanged(sampleMarket([2.5, 3.2, 2.9], -1)));
    // Open again with the odds it had before the suspension: a change from what was sent last.
    const reopened = sent.unsent(1, marketsChanged(sampleMarket([2.5, 3.2, 2.9])));
    expect(reopened).toEqual(marketsChanged(sampleMarket([2.5, 3.2, 2.9])));
  });

  it('lets an outcome closed with the same odds through', () => {
    const sent = createSentLines();
    sent.unsent(1, marketsChanged(sampleMarket([2.5, 3.2, 2.9])));
    const closed = sampleMarket([2.5, 3.2, 2.9]);
    closed.outcomes[1] = { ...closed.outcomes[1]!, active: false };
    expect(sent.unsent(1, marketsChanged(closed))).toEqual(marketsChanged(closed));
  });

  it('keeps each subscription apart, and a forgotten one gets every line in full again', () => {
    const sent = createSentLines();
    const event = () => marketsChanged(sampleMarket([2.5, 3.2, 2.9]), totals([1.8, 2]));
    sent.unsent(1, event());
    sent.unsent(2, event());
    expect(sent.unsent(1, event())).toBeNull();
    sent.forget(1);
    expect(sent.unsent(1, event())).toEqual(event());
    expect(sent.unsent(2, event())).toBeNull();
    sent.forgetAll();
    expect(sent.unsent(2, event())).toEqual(event());
  });

  it('passes every other event as it is, however often it repeats', () => {
    const sent = createSentLines();
    const status: RealtimeEvent = {
      event_name: 'match_status_changed',
      message: { match: { id: 7, status: 1, sport_type: 'regular', provider: 'sandbox' } },
    };
    expect(sent.unsent(1, status)).toBe(status);
    expect(sent.unsent(1, status)).toBe(status);
  });
});
