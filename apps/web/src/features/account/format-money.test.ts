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

  it('shows every digit of a large amount, never a float-rounded one', () => {
    // 9,007,199,254,740,991 satoshi (2^53 − 1) = 90,071,992.54740991 BTC; minor / 10^8 as a float reads …4099
    expect(formatMoney(9_007_199_254_740_991, 8, 'BTC', 'en')).toBe('BTC\u00a090,071,992.54740991');
    expect(formatMoney(-9_007_199_254_740_991, 2, 'EUR', 'en')).toBe('-€90,071,992,547,409.91');
  });

  it('falls back to number and code for a code Intl does not take', () => {
    expect(formatMoney(2500000, 6, 'USDT', 'en')).toBe('2.50 USDT');
  });
});
