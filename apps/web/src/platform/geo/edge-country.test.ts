import { describe, expect, it } from 'vitest';
import { countryName, edgeCountry, isBlockedRegion } from './edge-country';

describe('edge country (the Blocked page, SPEC §2.2, §8 page texts)', () => {
  it('reads the visitor’s country from Cloudflare’s or Vercel’s header', () => {
    expect(edgeCountry(new Headers({ 'cf-ipcountry': 'de' }))).toBe('DE');
    expect(edgeCountry(new Headers({ 'x-vercel-ip-country': 'FR' }))).toBe('FR');
    expect(edgeCountry(new Headers())).toBeNull();
  });

  it('knows no country when the edge does not (XX unknown, T1 Tor) or says something else', () => {
    expect(edgeCountry(new Headers({ 'cf-ipcountry': 'XX' }))).toBeNull();
    expect(edgeCountry(new Headers({ 'cf-ipcountry': 'T1' }))).toBeNull();
    expect(edgeCountry(new Headers({ 'cf-ipcountry': 'DEU' }))).toBeNull();
  });

  it('blocks only the countries the site lists, whatever their case', () => {
    expect(isBlockedRegion('US', ['us', 'FR'])).toBe(true);
    expect(isBlockedRegion('DE', ['US', 'FR'])).toBe(false);
    expect(isBlockedRegion(null, ['US'])).toBe(false);
  });

  it('names the country in the page’s language', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('US', 'ar')).toBe('الولايات المتحدة');
    expect(countryName('QQ', 'en')).toBeNull();
    expect(countryName('de', 'en')).toBeNull();
  });
});
