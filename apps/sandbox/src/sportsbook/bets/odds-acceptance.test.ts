import { needsConsent } from '@sportsbook/betting';
import type { OddsAcceptMode } from '@sportsbook/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsOdds } from './resolve-bet';

const odds = fc.integer({ min: 1_001, max: 1_000_000 }).map((thousandths) => thousandths / 1_000);
const modes: OddsAcceptMode[] = ['none', 'higher', 'any'];

describe('odds acceptance at placement (SPEC §4 Selection odds updates)', () => {
  it('in mode none accepts only the odds the player saw', () => {
    expect(acceptsOdds(2.5, 2.5, 'none')).toBe(true);
    expect(acceptsOdds(2.5, 2.6, 'none')).toBe(false);
    expect(acceptsOdds(2.5, 2.4, 'none')).toBe(false);
  });

  it('in mode higher accepts the same or higher odds, never lower', () => {
    expect(acceptsOdds(2.5, 2.5, 'higher')).toBe(true);
    expect(acceptsOdds(2.5, 2.6, 'higher')).toBe(true);
    expect(acceptsOdds(2.5, 2.49, 'higher')).toBe(false);
  });

  it('in mode any accepts every move', () => {
    expect(acceptsOdds(2.5, 1.01, 'any')).toBe(true);
    expect(acceptsOdds(2.5, 90, 'any')).toBe(true);
  });

  it("accepts exactly the moves for which the slip's engine asks no consent, in every mode", () => {
    fc.assert(
      fc.property(odds, odds, fc.constantFrom(...modes), (seen, current, mode) => {
        expect(acceptsOdds(seen, current, mode)).toBe(!needsConsent(seen, current, mode));
      }),
    );
  });
});
