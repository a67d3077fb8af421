import type { StressSample } from './stress-control';
import type { PaintedOdds } from './stress-probe';

/** How long the sampled moves took from the sandbox's announcer to the screen. */
export interface PaintDelays {
  /** Per painted move: milliseconds from its publication to the paint that showed it. */
  delays: number[];
  /** Moves the sandbox published for the sampled matches during the window. */
  published: number;
}

/**
 * Pairs each odds text a page painted with the move that published it: the latest move of that outcome to those
 * odds published before the paint. A move overtaken by the next one within the same frame is never painted (a
 * page shows the latest odds, not every one), so `delays` may be fewer than `published`; a painted text no
 * sampled move published (the feed's own pulse) has no delay. Only paints in the window are recorded, whenever
 * their move was published.
 */
export function paintDelays(
  samples: readonly StressSample[],
  paints: readonly PaintedOdds[],
  window: { from: number; to: number },
): PaintDelays {
  const byKey = new Map<string, StressSample[]>();
  for (const sample of samples) {
    const list = byKey.get(sample.key) ?? [];
    list.push(sample);
    byKey.set(sample.key, list);
  }
  const delays: number[] = [];
  for (const paint of paints) {
    const odds = Number(paint.text);
    const moves = byKey.get(paint.key) ?? [];
    let match: StressSample | undefined;
    for (const move of moves) {
      if (move.published_at > paint.at) break;
      if (Math.abs(move.odds - odds) < 0.005) match = move;
    }
    if (match) delays.push(paint.at - match.published_at);
  }
  const published = samples.filter(
    (sample) => sample.published_at >= window.from && sample.published_at <= window.to,
  ).length;
  return { delays, published };
}
