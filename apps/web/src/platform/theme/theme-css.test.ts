import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css';

describe('themeCss', () => {
  it('turns token overrides into custom properties on :root', () => {
    expect(themeCss({ 'color-accent': '#00aa77', 'radius-md': '6px' })).toBe(
      ':root{--color-accent:#00aa77;--radius-md:6px;}',
    );
  });

  it('is empty when the site overrides nothing', () => {
    expect(themeCss({})).toBe('');
  });

  it.each(['red;}</style><script>alert(1)</script>', 'red} body{display:none', 'a /* b'])(
    'refuses the unsafe value %s',
    (value) => {
      expect(themeCss({ 'color-accent': value })).toBe('');
    },
  );
});
