import type { Market, Match } from '@sportsbook/contract';
import { changesShape, sameLine } from './market-changes';

/** The match fields an event may carry (a `match_changed` message is a partial match). */
export type MatchPatch = Partial<Match> & { id: number };

/** Deep equality of JSON values (what the feed sends): enough to tell a repeated field from a change. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((value, index) => sameJson(value, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.hasOwn(right, key) && sameJson(left[key], right[key]));
}

function sameMarketShape(current: Market | null | undefined, next: Market | null | undefined): boolean {
  if (!current || !next) return current === next;
  // Odds alone flow through the odds store: a list redrawn per odds move would undo the hot path.
  return sameLine(current, next) && !changesShape(current, next);
}

/**
 * A cached match with an event's fields merged in, or undefined when the event changes nothing the match
 * draws. Unchanged fields keep their object identity, so memoized rows and effects (the live clock) that
 * depend on them do not run again.
 */
export function mergeMatchPatch<M extends Match>(match: M, patch: MatchPatch): M | undefined {
  let next: M | undefined;
  for (const key of Object.keys(patch) as (keyof MatchPatch)[]) {
    const value = patch[key];
    if (value === undefined) continue;
    const current = match[key];
    const same =
      key === 'main_market' || key === 'secondary_market'
        ? sameMarketShape(current as Market | null, value as Market | null)
        : sameJson(current, value);
    if (same) continue;
    next ??= { ...match };
    (next as Record<string, unknown>)[key] = value;
  }
  return next;
}
