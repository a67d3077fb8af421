import { describe, expect, it } from 'vitest';
import { directionOf } from './direction';

describe('directionOf', () => {
  it.each(['ar', 'he', 'fa', 'ur', 'ar-EG'])('is right-to-left for %s when rtl_view is on', (locale) => {
    expect(directionOf(locale, true)).toBe('rtl');
  });

  it('is left-to-right for an RTL language when rtl_view is off', () => {
    expect(directionOf('ar', false)).toBe('ltr');
  });

  it('is left-to-right for other languages', () => {
    expect(directionOf('de', true)).toBe('ltr');
  });
});
