import { describe, expect, it } from 'vitest';
import { memoryStorage, selectionOf } from '../testing/slip-fixtures';
import { afterPaintStorage } from './after-paint-storage';
import type { PageEvents } from './after-paint-storage';
import { SLIP_STORAGE_KEY, createTicketStore } from './ticket-store';

/** A page whose events the test fires, and a scheduler whose flushes the test runs (the "paint"). */
function harness() {
  const backing = memoryStorage();
  const flushes: (() => void)[] = [];
  const handlers = new Map<string, () => void>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (type: string, handler: () => void) => void handlers.set(type, handler),
  };
  const storage = afterPaintStorage(backing, {
    schedule: (flush) => void flushes.push(flush),
    page: page as unknown as PageEvents,
  });
  const paint = () => flushes.splice(0).forEach((flush) => flush());
  const fire = (type: string) => handlers.get(type)?.();
  return { backing, storage, page, paint, fire, flushes };
}

describe('afterPaintStorage', () => {
  it('writes a tap’s slip after the paint, not during the tap', () => {
    const { backing, storage, paint } = harness();
    const ticket = createTicketStore({ storage });
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    expect(backing.data.has(SLIP_STORAGE_KEY)).toBe(false);
    expect(ticket.getState().selectedOutcomeIds).toEqual([selectionOf(1).id]);
    paint();
    expect(JSON.parse(backing.data.get(SLIP_STORAGE_KEY) ?? '[]')).toEqual(ticket.getState().bets);
  });

  it('reads its pending writes back and leaves only the last write of a key', () => {
    const { backing, storage, paint, flushes } = harness();
    storage.setItem('k', 'one');
    storage.setItem('k', 'two');
    expect(storage.getItem('k')).toBe('two');
    expect(flushes).toHaveLength(1);
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
    backing.setItem('k', 'old');
    paint();
    expect(backing.data.has('k')).toBe(false);
  });

  it('flushes a pending write when the page is left, so a reload keeps the pick', () => {
    const { backing, storage, fire, paint } = harness();
    createTicketStore({ storage }).dispatch({ type: 'selectionToggled', selection: selectionOf(2) });
    fire('pagehide');
    const reloaded = createTicketStore({ storage: backing });
    return reloaded.restore().then(() => {
      expect(reloaded.getState().selectedOutcomeIds).toEqual([selectionOf(2).id]);
      // The scheduled flush after it finds nothing left to write.
      backing.removeItem(SLIP_STORAGE_KEY);
      paint();
      expect(backing.data.has(SLIP_STORAGE_KEY)).toBe(false);
    });
  });

  it('flushes when the page is hidden, and not when it becomes visible', () => {
    const { backing, storage, page, fire } = harness();
    storage.setItem('k', 'v');
    fire('visibilitychange');
    expect(backing.data.has('k')).toBe(false);
    page.visibilityState = 'hidden';
    fire('visibilitychange');
    expect(backing.data.get('k')).toBe('v');
  });

  it('keeps the page working when the storage refuses the write', () => {
    const { storage, paint } = harness();
    const full = afterPaintStorage(
      {
        ...storage,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
      {
        schedule: (flush) => flush(),
        page: { addEventListener: () => {}, visibilityState: 'visible' } as unknown as PageEvents,
      },
    );
    expect(() => full.setItem('k', 'v')).not.toThrow();
    paint();
  });
});
