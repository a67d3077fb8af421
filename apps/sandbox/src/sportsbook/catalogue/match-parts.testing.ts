import { generateWorld } from '../../feed/world';
import { composeMatchParts } from './match-parts';

/** Two sports of different families, so filters by sport and per-sport caps have something to tell apart. */
export const partsSports = [
  { id: 1, key: 'football', name: 'Football', type: 'regular' as const, provider: 'betradar' },
  { id: 2, key: 'cs2', name: 'Counter-Strike 2', type: 'cyber' as const, provider: 'esports' },
];

/** The fixed moment the parts' world is generated for. */
export const partsStart = Date.UTC(2026, 10, 21, 18, 0);

/** The match parts over a small generated world, on a clock the test moves (`clock.now`). */
export function partsAt(at = partsStart) {
  const clock = { now: at };
  const world = generateWorld({ seed: 4, now: at, sports: partsSports, prematchCount: 40, liveCount: 6 });
  const parts = composeMatchParts(world, () => clock.now);
  parts.schedule.advance();
  return { clock, parts };
}
