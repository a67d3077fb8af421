import { outcomeKey } from '@sportsbook/betting';
import type { OutcomeKey } from '@sportsbook/betting';
import { isStatusAllowed } from '@sportsbook/contract/refs';
import type { Market } from '@sportsbook/contract';

/** Which way an outcome's odds last moved. */
export type OddsDirection = 'up' | 'down';

/** What the odds store knows of one outcome; a new object whenever anything in it changes. */
export interface OutcomeState {
  odds: number;
  /** The outcome's own flag: false when the provider has closed it. */
  active: boolean;
  /** The market is suspended (a goal, a VAR check …): shown locked until it opens again. */
  suspended: boolean;
  /** The last move of the odds, null until they have moved. */
  direction: OddsDirection | null;
  /** When the odds last moved (ms since the epoch), null until they have moved. */
  changedAt: number | null;
  /** The last move was less than `FLASH_MS` ago: its button flashes (a tint and an arrow). */
  flashing: boolean;
}

/** How long a move flashes: long enough to catch the eye on a dense board, short enough not to linger. */
export const FLASH_MS = 1500;
/**
 * Flashes ending this close together end in one pass (one timer, one render): a flash lasts up to this much
 * longer than `FLASH_MS`.
 */
const FLASH_END_BATCH_MS = 50;

/** Runs a flush later: the next animation frame in the browser, by hand in tests. */
export type FlushScheduler = (flush: () => void) => void;
/** Runs `run` in `ms` milliseconds: a timer in the browser, by hand in tests. */
export type FlashTimer = (run: () => void, ms: number) => void;

/** The live odds of every outcome on screen, outside React (ARCHITECTURE.md hot path). */
export interface OddsStore {
  /**
   * Takes a match's markets from REST data or a `markets_changed` event; visible at the next flush. `baseline`
   * gives what the page shows of the match; it is asked (once) only when an outcome is new to the store, and
   * seeded first, so that the first live move of an outcome flashes the right way.
   */
  applyMarkets(matchId: number, markets: readonly Market[], baseline?: () => readonly Market[]): void;
  /**
   * Records what the page already shows for outcomes the store does not know yet, at once and silently: the
   * baseline that the next live update is compared with, so that its first move flashes the right way.
   */
  seed(matchId: number, markets: readonly Market[]): void;
  get(key: OutcomeKey): OutcomeState | undefined;
  /** Calls `listener` after a flush that changed this outcome, and when its flash ends. */
  subscribe(key: OutcomeKey, listener: () => void): () => void;
  /** Calls `listener` with the outcomes a flush changed (the bet slip follows its selections this way). */
  subscribeChanges(listener: (keys: readonly OutcomeKey[]) => void): () => void;
  /** Applies pending updates now (the scheduler calls it; tests may too). */
  flush(): void;
}

interface PendingOutcome {
  odds: number;
  active: boolean;
  suspended: boolean;
}

/**
 * Calls `visit` with each outcome of the markets, keyed. NOTE: the hot path: a plain loop, and the key's line part
 * built once per market line (from `outcomeKey`, so its format stays in one place), not once per outcome.
 */
function forEachOutcome(
  matchId: number,
  markets: readonly Market[],
  visit: (key: OutcomeKey, next: PendingOutcome) => void,
): void {
  for (const market of markets) {
    const suspended = !isStatusAllowed(market.status);
    const template = outcomeKey({
      matchId,
      marketId: market.id,
      outcomeId: '\u0000',
      specifier: market.specifier,
    });
    const cut = template.indexOf('\u0000');
    const head = template.slice(0, cut);
    const tail = template.slice(cut + 1);
    for (const outcome of market.outcomes) {
      visit(`${head}${outcome.id}${tail}` as OutcomeKey, {
        odds: outcome.odds,
        active: outcome.active,
        suspended,
      });
    }
  }
}

function sameOutcome(current: OutcomeState, next: PendingOutcome): boolean {
  return current.odds === next.odds && current.active === next.active && current.suspended === next.suspended;
}

function defaultScheduler(flush: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
}

/**
 * Creates an odds store. Updates are coalesced until the next frame: however many arrive for an outcome, the
 * last one wins, and a flush notifies each outcome that ended the frame different from how it started, once.
 * A move flashes for `FLASH_MS` after the outcome's last move; the store ends flashes itself, on one timer.
 * NOTE: the flash is a state, not an animation: a fading flash ran a style, paint (or compositor layer) update
 * per flashing button per frame, and a board under a stream flashes most of its buttons at once (issue 25,
 * decision 0035). A flag that starts with the move and ends once costs two renders of the button at most.
 */
export function createOddsStore({
  schedule = defaultScheduler,
  now = Date.now,
  later = (run, ms) => void setTimeout(run, ms),
}: { schedule?: FlushScheduler; now?: () => number; later?: FlashTimer } = {}): OddsStore {
  const outcomes = new Map<OutcomeKey, OutcomeState>();
  const pending = new Map<OutcomeKey, PendingOutcome>();
  const listeners = new Map<OutcomeKey, Set<() => void>>();
  const changeListeners = new Set<(keys: readonly OutcomeKey[]) => void>();
  // When each flash ends. NOTE: a move deletes and re-adds its key, so the map's order is the order of the ends
  // (every flash lasts as long) and the first entry is always the next to end.
  const flashEnds = new Map<OutcomeKey, number>();
  let scheduled = false;
  let timerSet = false;

  function notify(key: OutcomeKey): void {
    for (const listener of listeners.get(key) ?? []) listener();
  }

  function setFlashTimer(): void {
    if (timerSet) return;
    const first = flashEnds.values().next();
    if (first.done) return;
    timerSet = true;
    later(endFlashes, Math.max(0, first.value - now()) + FLASH_END_BATCH_MS);
  }

  function endFlashes(): void {
    timerSet = false;
    const at = now();
    const ended: OutcomeKey[] = [];
    for (const [key, end] of flashEnds) {
      if (end > at) break;
      flashEnds.delete(key);
      const current = outcomes.get(key);
      if (!current?.flashing) continue;
      outcomes.set(key, { ...current, flashing: false });
      ended.push(key);
    }
    ended.forEach(notify);
    setFlashTimer();
  }

  function flush(): void {
    scheduled = false;
    if (pending.size === 0) return;
    const changed: OutcomeKey[] = [];
    const at = now();
    for (const [key, next] of pending) {
      const current = outcomes.get(key);
      if (current && sameOutcome(current, next)) continue;
      const moved = current !== undefined && current.odds !== next.odds;
      outcomes.set(key, {
        ...next,
        direction: moved ? (next.odds > current.odds ? 'up' : 'down') : (current?.direction ?? null),
        changedAt: moved ? at : (current?.changedAt ?? null),
        flashing: moved || (current?.flashing ?? false),
      });
      if (moved) {
        flashEnds.delete(key);
        flashEnds.set(key, at + FLASH_MS);
      }
      changed.push(key);
    }
    pending.clear();
    changed.forEach(notify);
    if (changed.length > 0) for (const listener of changeListeners) listener(changed);
    setFlashTimer();
  }

  function seed(matchId: number, markets: readonly Market[]): void {
    forEachOutcome(matchId, markets, (key, next) => {
      if (!outcomes.has(key))
        outcomes.set(key, { ...next, direction: null, changedAt: null, flashing: false });
    });
  }

  return {
    applyMarkets(matchId, markets, baseline) {
      // NOTE: the baseline is looked up only for an outcome the store has never seen: looking it up for every
      // event (the query cache, every list) cost more than the rest of the hot path under a stream.
      let seeded = !baseline;
      forEachOutcome(matchId, markets, (key, next) => {
        const current = outcomes.get(key);
        if (!seeded && !current) {
          seeded = true;
          seed(matchId, baseline!());
        }
        // NOTE: most outcomes of a full market update did not move: they need no place in the frame's work,
        // unless an earlier update of this frame is still waiting for them (this one then undoes it).
        if (!pending.has(key) && current && sameOutcome(current, next)) return;
        pending.set(key, next);
      });
      if (pending.size > 0 && !scheduled) {
        scheduled = true;
        schedule(flush);
      }
    },
    seed,
    get: (key) => outcomes.get(key),
    subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    subscribeChanges(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    flush,
  };
}
