import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown';

describe('countdownText', () => {
  it('shows minutes and seconds under an hour, hours beyond', () => {
    const now = Date.parse('2026-11-21T20:00:00Z');
    expect(countdownText(now + 65_000, now)).toBe('1:05');
    expect(countdownText(now + 3_725_000, now)).toBe('1:02:05');
  });

  it('stops at zero once the moment has passed', () => {
    expect(countdownText(1_000, 5_000)).toBe('0:00');
  });
});
