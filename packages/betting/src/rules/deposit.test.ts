import { describe, expect, it } from 'vitest';
import { depositAllowed } from './deposit';

const open = { embedded: false, hostListens: false, countryCode: null, blockedCountryCodes: [] };

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
