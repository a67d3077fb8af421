import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, testMatch } from '@/testing/render-in-app';
import { ResultRow } from './result-row';

const patterns = { date: 'dd/MM/yyyy', time: 'h:mm a', dateTime: 'dd/MM/yyyy h:mm a' };

describe('ResultRow: dates follow the site’s date_time_patterns', () => {
  it('writes the kick-off time with the site’s time pattern, in the site’s time zone', () => {
    const match = testMatch(3, 'Arsenal', 'Chelsea', { start_time: '2026-03-01T19:45:00.000Z' });
    renderInApp(<ResultRow match={match} />, undefined, { date_time_patterns: patterns });
    // 19:45 UTC with the pattern h:mm a is 7:45 PM.
    expect(screen.getByText('7:45 PM').getAttribute('dateTime')).toBe('2026-03-01T19:45:00.000Z');
  });

  it('writes it 24-hour by the default pattern (HH:mm)', () => {
    const match = testMatch(3, 'Arsenal', 'Chelsea', { start_time: '2026-03-01T19:45:00.000Z' });
    renderInApp(<ResultRow match={match} />);
    expect(screen.getByText('19:45')).toBeTruthy();
  });
});
