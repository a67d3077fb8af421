import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('hands back the same formatter for the same locale and options', () => {
    const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    expect(numberFormat('de', options)).toBe(numberFormat('de', { ...options }));
  });

  it('builds another formatter for another locale or other options', () => {
    const euros = numberFormat('en', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).not.toBe(euros);
    expect(numberFormat('en', { style: 'currency', currency: 'USD' }).format(2.5)).toBe('$2.50');
    expect(numberFormat('de', { minimumFractionDigits: 2 }).format(1.5)).toBe('1,50');
  });

  it('throws for options Intl refuses and keeps nothing for them', () => {
    expect(() => numberFormat('en', { style: 'currency' })).toThrow(TypeError);
    expect(() => numberFormat('en', { style: 'currency' })).toThrow(TypeError);
  });
});
