import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('turns euro cents into euros in the English way', () => {
    expect(formatMoney(25000, 2, 'EUR', 'en')).toBe('€250.00');
  });

  it('writes the same amount the German way', () => {
    expect(formatMoney(25000, 2, 'EUR', 'de')).toBe('250,00\u00a0€');
  });

  it('keeps the eight digits of bitcoin satoshis', () => {
    expect(formatMoney(1250000, 8, 'BTC', 'en')).toBe('BTC\u00a00.0125');
  });

  it('shows a currency without minor units as whole numbers', () => {
    expect(formatMoney(1500, 0, 'JPY', 'en')).toBe('¥1,500');
  });

  it('falls back to number and code for a code Intl does not take', () => {
    expect(formatMoney(2500000, 6, 'USDT', 'en')).toBe('2.50 USDT');
  });
});
