import { outcomeKey } from '@sportsbook/betting';
import type { Market } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { sampleMarket } from '@/testing/market-fixtures';
import { FLASH_MS, createOddsStore } from './odds-store';

function market(id: number, odds: number[], status: Market['status'] = 1, specifier = ''): Market {
  return { ...sampleMarket(odds, status), match_urn_id: 'sr:match:1', id, name: `Market ${id}`, specifier };
}

/** A store whose frames and flash timer are run by hand, with its flush count and the timer's delays. */
function manualStore(now = () => 1000) {
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const store = createOddsStore({
    schedule: (flush) => frames.push(flush),
    now,
    later: (run, ms) => timers.push({ run, ms }),
  });
  return {
    store,
    frames,
    timers,
    runFrame: () => frames.splice(0).forEach((flush) => flush()),
    runTimers: () => timers.splice(0).forEach(({ run }) => run()),
  };
}

const key = (marketId: number, outcomeId: number, specifier = '') =>
  outcomeKey({ matchId: 7, marketId, outcomeId, specifier });

describe('odds store', () => {
  it('coalesces 1,000 updates in one frame into one notification per changed outcome and none for the rest', () => {
    const { store, runFrame, frames } = manualStore();
    // 100 markets × 3 outcomes seeded, then 1,000 updates that only ever move the first 40 markets' home odds.
    store.applyMarkets(
      7,
      Array.from({ length: 100 }, (_, index) => market(index + 1, [2, 3.4, 3.6])),
    );
    runFrame();
    const notifications = new Map<string, number>();
    for (let id = 1; id <= 100; id++)
      for (let outcome = 1; outcome <= 3; outcome++) {
        const name = key(id, outcome);
        store.subscribe(name, () => notifications.set(name, (notifications.get(name) ?? 0) + 1));
      }
    const changes = vi.fn();
    store.subscribeChanges(changes);

    for (let update = 0; update < 1000; update++) {
      const id = (update % 40) + 1;
      store.applyMarkets(7, [market(id, [2 + (update + 1) / 1000, 3.4, 3.6])]);
    }
    expect(frames).toHaveLength(1); // one frame asked for, however many updates
    runFrame();

    expect(notifications.size).toBe(40);
    expect([...notifications.values()].every((count) => count === 1)).toBe(true);
    expect(notifications.has(key(41, 1))).toBe(false);
    expect(changes).toHaveBeenCalledOnce();
    expect(changes.mock.calls[0]![0]).toHaveLength(40);
    // The last update of market 1 was update 960: 2 + 961/1000.
    expect(store.get(key(1, 1))?.odds).toBeCloseTo(2.961, 9);
  });

  it('does not notify an outcome whose odds moved and came back within one frame', () => {
    const { store, runFrame } = manualStore();
    store.applyMarkets(7, [market(1, [2, 3])]);
    runFrame();
    const listener = vi.fn();
    store.subscribe(key(1, 1), listener);
    store.applyMarkets(7, [market(1, [2.2, 3])]);
    store.applyMarkets(7, [market(1, [2, 3])]);
    runFrame();
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps an update invisible until the frame runs', () => {
    const { store, runFrame } = manualStore();
    store.applyMarkets(7, [market(1, [2, 3])]);
    expect(store.get(key(1, 1))).toBeUndefined();
    runFrame();
    expect(store.get(key(1, 1))).toMatchObject({ odds: 2, active: true, suspended: false, direction: null });
  });

  it('remembers the direction and time of the last move', () => {
    let clock = 1000;
    const { store, runFrame } = manualStore(() => clock);
    store.applyMarkets(7, [market(1, [2, 3])]);
    runFrame();
    clock = 5000;
    store.applyMarkets(7, [market(1, [2.1, 2.8])]);
    runFrame();
    expect(store.get(key(1, 1))).toMatchObject({ odds: 2.1, direction: 'up', changedAt: 5000 });
    expect(store.get(key(1, 2))).toMatchObject({ odds: 2.8, direction: 'down', changedAt: 5000 });
  });

  it('marks every outcome of a suspended market and keeps the last direction', () => {
    const { store, runFrame } = manualStore();
    store.applyMarkets(7, [market(1, [2, 3])]);
    runFrame();
    store.applyMarkets(7, [market(1, [1.9, 3])]);
    runFrame();
    const listener = vi.fn();
    store.subscribe(key(1, 2), listener);
    store.applyMarkets(7, [market(1, [1.9, 3], -1)]);
    runFrame();
    expect(store.get(key(1, 1))).toMatchObject({ suspended: true, direction: 'down' });
    expect(store.get(key(1, 2))).toMatchObject({ suspended: true, direction: null });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps lines of one market apart by specifier', () => {
    const { store, runFrame } = manualStore();
    store.applyMarkets(7, [market(18, [1.8, 2], 1, 'total=2.5'), market(18, [2.6, 1.45], 1, 'total=3.5')]);
    runFrame();
    expect(store.get(key(18, 1, 'total=2.5'))?.odds).toBe(1.8);
    expect(store.get(key(18, 1, 'total=3.5'))?.odds).toBe(2.6);
  });
  it('flashes a move until FLASH_MS after it, and ends the flashes due together in one timer pass', () => {
    let clock = 1000;
    const { store, runFrame, timers, runTimers } = manualStore(() => clock);
    store.seed(7, [market(1, [2, 3, 4])]);
    store.applyMarkets(7, [market(1, [2.1, 3.2, 4])]);
    runFrame();
    expect(store.get(key(1, 1))).toMatchObject({ flashing: true, direction: 'up' });
    expect(store.get(key(1, 3))).toMatchObject({ flashing: false });
    // One timer for the whole frame's flashes, set for when they end (plus the batching margin).
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBeGreaterThanOrEqual(FLASH_MS);
    expect(timers[0]!.ms).toBeLessThan(FLASH_MS + 100);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(key(1, 1), first);
    store.subscribe(key(1, 2), second);
    clock += FLASH_MS;
    runTimers();
    expect(store.get(key(1, 1))).toMatchObject({
      flashing: false,
      odds: 2.1,
      direction: 'up',
      changedAt: 1000,
    });
    expect(store.get(key(1, 2))).toMatchObject({ flashing: false });
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(timers).toHaveLength(0);
  });

  it('keeps flashing an outcome that moves again during its flash, until FLASH_MS after the last move', () => {
    let clock = 1000;
    const { store, runFrame, timers, runTimers } = manualStore(() => clock);
    store.seed(7, [market(1, [2, 3])]);
    store.applyMarkets(7, [market(1, [2.1, 3.1])]);
    runFrame();
    clock += 1000;
    store.applyMarkets(7, [market(1, [1.9, 3.1])]);
    runFrame();
    // The first frame's timer comes due: the second outcome's flash ends, the first outcome's goes on.
    clock = 1000 + FLASH_MS;
    runTimers();
    expect(store.get(key(1, 1))).toMatchObject({ flashing: true, direction: 'down' });
    expect(store.get(key(1, 2))).toMatchObject({ flashing: false });
    // …and the timer is set again for the flash still running.
    expect(timers).toHaveLength(1);
    clock = 2000 + FLASH_MS;
    runTimers();
    expect(store.get(key(1, 1))).toMatchObject({ flashing: false });
  });

  it('keeps the flash of a move when a later change of the outcome is not a move', () => {
    const { store, runFrame } = manualStore();
    store.seed(7, [market(1, [2, 3])]);
    store.applyMarkets(7, [market(1, [2.1, 3])]);
    runFrame();
    store.applyMarkets(7, [market(1, [2.1, 3], -1)]);
    runFrame();
    expect(store.get(key(1, 1))).toMatchObject({ suspended: true, flashing: true });
    expect(store.get(key(1, 2))).toMatchObject({ flashing: false });
  });

  it('asks for the baseline only when an update brings an outcome it does not know, and flashes from it', () => {
    const { store, runFrame } = manualStore();
    const baseline = vi.fn(() => [market(1, [2, 3])]);
    store.applyMarkets(7, [market(1, [1.8, 3])], baseline);
    runFrame();
    expect(baseline).toHaveBeenCalledTimes(1);
    expect(store.get(key(1, 1))).toMatchObject({ odds: 1.8, direction: 'down' });
    store.applyMarkets(7, [market(1, [1.9, 3.1])], baseline);
    runFrame();
    expect(baseline).toHaveBeenCalledTimes(1);
    store.applyMarkets(7, [market(1, [1.9, 3.1]), market(2, [1.5, 2.5])], baseline);
    expect(baseline).toHaveBeenCalledTimes(2);
  });
  it('keys outcomes exactly as outcomeKey does, escaped specifiers included', () => {
    const { store, runFrame } = manualStore();
    store.applyMarkets(7, [market(18, [1.9, 1.95], 1, 'total=2.5|x')]);
    runFrame();
    expect(store.get(key(18, 2, 'total=2.5|x'))).toMatchObject({ odds: 1.95 });
  });

  it('leaves outcomes that did not move out of the frame, yet lets a later update undo an earlier one', () => {
    const { store, runFrame, frames } = manualStore();
    store.applyMarkets(7, [market(1, [2, 3])]);
    runFrame();
    const listener = vi.fn();
    store.subscribe(key(1, 1), listener);
    store.applyMarkets(7, [market(1, [2, 3])]);
    expect(frames).toHaveLength(0);
    store.applyMarkets(7, [market(1, [2.4, 3])]);
    store.applyMarkets(7, [market(1, [2, 3])]);
    runFrame();
    expect(listener).not.toHaveBeenCalled();
    expect(store.get(key(1, 1))).toMatchObject({ odds: 2, flashing: false });
  });
});
