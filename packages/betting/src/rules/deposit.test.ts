import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLAMP_CAP, clampToCap, depositAllowed } from './deposit';

const open = { embedded: false, hostListens: false, countryCode: null, blockedCountryCodes: [] };

describe('clamp helper (SPEC §5)', () => {
  it('a value clamped by a limit helper is capped with a constant of 40', () => {
    expect(CLAMP_CAP).toBe(40);
    expect(clampToCap(40)).toEqual({ capped: false, value: 40 });
    expect(clampToCap(0)).toEqual({ capped: false, value: 0 });
  });

  it('values above it become a fixed maximum whose value is not shown', () => {
    expect(clampToCap(41)).toEqual({ capped: true, value: 40 });
    expect(clampToCap(10_000)).toEqual({ capped: true, value: 40 });
  });

  it('never shows more than the cap, and shows every value up to it unchanged (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (value) => {
        const clamped = clampToCap(value);
        // oracle: min(value, 40), capped exactly when value > 40
        expect(clamped.value).toBe(Math.min(value, 40));
        expect(clamped.capped).toBe(value > 40);
      }),
    );
  });
});

describe('deposit allowed (SPEC §5)', () => {
  it('deposit is allowed when embedded with listeners', () => {
    expect(depositAllowed({ ...open, embedded: true, hostListens: true })).toBe(true);
    expect(depositAllowed({ ...open, embedded: true, hostListens: false })).toBe(false);
  });

  it('a page of its own may deposit without a host', () => {
    expect(depositAllowed(open)).toBe(true);
  });

  it("depends on the user's country", () => {
    const gate = { ...open, blockedCountryCodes: ['US', 'fr'] };
    expect(depositAllowed({ ...gate, countryCode: 'us' })).toBe(false);
    expect(depositAllowed({ ...gate, countryCode: 'FR' })).toBe(false);
    expect(depositAllowed({ ...gate, countryCode: 'DE' })).toBe(true);
    expect(depositAllowed({ ...gate, countryCode: null })).toBe(true);
  });
});
