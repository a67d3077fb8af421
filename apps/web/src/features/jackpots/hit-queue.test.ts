import type { JackpotHit } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { hitPresentation, nextHitToShow } from './hit-queue';

function hit(id: number, patch: Partial<JackpotHit> = {}): JackpotHit {
  return {
    id,
    jackpot_id: 1,
    jackpotId: 1,
    amount: 5_000 + id,
    amount_eur: 5_000 + id,
    created_at: `2026-11-27T00:0${id}:00.000Z`,
    currency: 'EUR',
    level: { code: 'mini', name: 'Mini' },
    jackpot_name: 'Mega Jackpot',
    status: 'paid',
    user_hash: 'abc123',
    seen: false,
    ...patch,
  };
}

describe('which jackpot hit is shown next (SPEC §4)', () => {
  it('shows unseen hits, approved or paid, oldest first', () => {
    expect(nextHitToShow([hit(3), hit(1, { status: 'approved' }), hit(2)], new Set())?.id).toBe(1);
  });

  it('never shows a seen hit', () => {
    expect(nextHitToShow([hit(1, { seen: true })], new Set())).toBeNull();
  });

  it('shows a hit once: one handled on this page does not come back with the next refetch', () => {
    expect(nextHitToShow([hit(1), hit(2)], new Set([1]))?.id).toBe(2);
    expect(nextHitToShow([hit(1), hit(2)], new Set([1, 2]))).toBeNull();
  });
});

describe('how a jackpot hit is shown', () => {
  it('opens the alert dialog when no other dialog is open', () => {
    expect(hitPresentation(false, true)).toBe('modal');
    expect(hitPresentation(false, false)).toBe('modal');
  });

  it('becomes the toast card over another dialog, or waits when the site turned jackpot toasts off', () => {
    expect(hitPresentation(true, true)).toBe('toast');
    expect(hitPresentation(true, false)).toBe('wait');
  });
});
