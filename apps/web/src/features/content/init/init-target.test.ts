import { describe, expect, it } from 'vitest';
import { initTarget } from './init-target';

describe('initTarget: where /init-sportsbook goes once the session is ready', () => {
  it('goes home when the host names no page', () => {
    expect(initTarget(null)).toBe('/');
    expect(initTarget('')).toBe('/');
  });

  it('goes to a path of this site with its query and hash', () => {
    expect(initTarget('/live?sport=football#top')).toBe('/live?sport=football#top');
  });

  it('never follows another origin, a protocol-relative or a backslashed address', () => {
    expect(initTarget('https://evil.example/')).toBe('/');
    expect(initTarget('//evil.example/')).toBe('/');
    expect(initTarget('/\\evil.example/')).toBe('/');
    expect(initTarget('javascript:alert(1)')).toBe('/');
  });

  it('refuses control characters a browser would drop (`/\\t/evil.example`)', () => {
    expect(initTarget('/\t/evil.example')).toBe('/');
  });

  it('does not loop back to the init page itself', () => {
    expect(initTarget('/init-sportsbook')).toBe('/');
    expect(initTarget('/de/init-sportsbook?return_to=/live')).toBe('/');
  });

  it('refuses a path longer than 500 characters', () => {
    expect(initTarget(`/${'a'.repeat(500)}`)).toBe('/');
  });
});
