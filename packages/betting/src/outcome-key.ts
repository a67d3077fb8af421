import type { OutcomeKey } from './units';

/** The parts an outcome key is derived from (SPEC §3 Market: match, market, outcome and specifier). */
export interface OutcomeKeyParts {
  matchId: number | string;
  marketId: number | string;
  outcomeId: number | string;
  /** Market line, e.g. `total=2.5`; empty for markets without one. */
  specifier?: string | null;
}

/**
 * Derives the key that names one outcome of one market line, the same on every screen and in the slip.
 * NOTE: `|` cannot occur in ids and is escaped in specifiers, so two different outcomes never share a key.
 */
export function outcomeKey({ matchId, marketId, outcomeId, specifier }: OutcomeKeyParts): OutcomeKey {
  const line = (specifier ?? '').replaceAll('|', '%7C');
  return `${matchId}|${marketId}|${outcomeId}|${line}` as OutcomeKey;
}
