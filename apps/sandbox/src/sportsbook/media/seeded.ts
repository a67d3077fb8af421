import { createRandom } from '../../feed/random';
import type { Random } from '../../feed/random';

/** A seeded source for one view of one thing: the same parts always give the same numbers. */
export function seededRandom(...parts: number[]): Random {
  // NOTE: FNV-1a over the parts, so (1, 23) and (12, 3) seed different streams.
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193) >>> 0;
    hash = Math.imul(hash ^ 0x2f, 0x01000193) >>> 0;
  }
  return createRandom(hash);
}

/** A Poisson draw with mean `rate` (Knuth), for goal counts of generated past matches. */
export function poisson(random: Random, rate: number): number {
  const limit = Math.exp(-rate);
  let count = 0;
  let product = random.next();
  while (product > limit && count < 20) {
    count += 1;
    product *= random.next();
  }
  return count;
}
