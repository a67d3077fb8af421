import { describe, expect, it, vi } from 'vitest';
import type { Bet } from '@sportsbook/contract';
import { DomainEvents } from './domain-events';

const bet = { id: 7 } as Bet;

describe('DomainEvents', () => {
  it('calls every listener of the event with its payload and waits for them', async () => {
    const events = new DomainEvents({ error: vi.fn() });
    const seen: number[] = [];
    events.on('betChanged', async ({ bet: changed }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(changed.id);
    });
    events.on('betChanged', ({ userId }) => {
      seen.push(userId);
    });
    await events.emit('betChanged', { userId: 3, bet });
    expect(seen.sort()).toEqual([3, 7]);
  });

  it('logs a failing listener without failing the emitter or the other listeners', async () => {
    const error = vi.fn();
    const events = new DomainEvents({ error });
    const other = vi.fn();
    events.on('betChanged', () => {
      throw new Error('boom');
    });
    events.on('betChanged', other);
    await expect(events.emit('betChanged', { userId: 3, bet })).resolves.toBeUndefined();
    expect(other).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'betChanged' }),
      'domain event listener failed',
    );
  });

  it('stops calling a listener once it unsubscribed', async () => {
    const events = new DomainEvents({ error: vi.fn() });
    const listener = vi.fn();
    const off = events.on('betChanged', listener);
    off();
    await events.emit('betChanged', { userId: 3, bet });
    expect(listener).not.toHaveBeenCalled();
  });
});
