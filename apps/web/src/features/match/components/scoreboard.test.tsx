import { act, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '@/platform/site/site-provider';
import { testSite } from '@/testing/render-in-app';
import { Scoreboard } from './scoreboard';
import ar from '../../../../messages/ar.json';
import { renderInEnglish, tennisMatch } from './test-helpers';

afterEach(() => {
  vi.useRealTimers();
});

describe('Scoreboard', () => {
  it('shows the score, the stage and the score of every period', () => {
    renderInEnglish(<Scoreboard match={tennisMatch()} />);
    expect(screen.getByLabelText('Score 1 to 0')).toBeTruthy();
    expect(screen.getByTestId('match-stage').textContent).toBe('2nd set');
    const periods = screen.getByRole('table', { name: 'Score by period' });
    const rows = within(periods).getAllByRole('row');
    // header (its first cell names the team column for screen readers), home, away: the home row reads 7 and 2, the away row 5 and 4
    expect(rows.map((row) => row.textContent)).toEqual(['Team12', 'T. Nakamura72', 'M. Rossi54']);
    expect(screen.getByLabelText('Game score 30 to 15')).toBeTruthy();
  });

  it('marks the serving player and only that one', () => {
    renderInEnglish(<Scoreboard match={tennisMatch()} />);
    const marker = screen.getByTestId('serving-marker');
    expect(marker.closest('[data-side]')?.getAttribute('data-side')).toBe('home');
    expect(screen.getAllByTestId('serving-marker')).toHaveLength(1);
  });

  it('runs the clock from the time the feed stamped it, with stoppage time after the regular time', () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T12:50:10.000Z') });
    const clock = {
      match_time: '45:00',
      stoppage_time: '1:30',
      remaining_time: null,
      stopped: false,
      updated_at: '2026-01-01T12:50:00.000Z',
    };
    renderInEnglish(
      <Scoreboard
        match={tennisMatch({ statistics: { ...tennisMatch().statistics, clock, period_scores: [] } })}
      />,
    );
    // stamped 1:30 of stoppage at 12:50:00; it is 12:50:10, so 1:40
    expect(screen.getByTestId('match-clock').textContent).toBe('45:00 +1:40');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId('match-clock').textContent).toBe('45:00 +1:45');
  });

  it('keeps a stopped clock frozen', () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T13:00:00.000Z') });
    const clock = {
      match_time: '45:00',
      stoppage_time: null,
      remaining_time: null,
      stopped: true,
      updated_at: '2026-01-01T12:50:00.000Z',
    };
    renderInEnglish(
      <Scoreboard match={tennisMatch({ statistics: { ...tennisMatch().statistics, clock } })} />,
    );
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId('match-clock').textContent).toBe('45:00');
  });

  it('shows the start time instead of a score before the match starts', () => {
    renderInEnglish(
      <Scoreboard
        match={tennisMatch({
          status: 0,
          stage: null,
          statistics: { ...tennisMatch().statistics, total_score: null, game_score: null, period_scores: [] },
        })}
      />,
    );
    expect(screen.queryByLabelText(/^Score \d/)).toBeNull();
    // The site's dateTime pattern, dd.MM.yyyy HH:mm, in the site's time zone (UTC here).
    expect(screen.getByText('01.01.2026 12:00').closest('time')?.getAttribute('dateTime')).toBe(
      '2026-01-01T12:00:00.000Z',
    );
  });

  it('marks the English team names lang="en" on an Arabic page, and adds no lang on an English one', () => {
    const { unmount } = render(
      <NextIntlClientProvider locale="ar" messages={ar} timeZone="UTC">
        <SiteProvider config={testSite.config} featureFlags={testSite.feature_flags}>
          <Scoreboard match={tennisMatch()} />
        </SiteProvider>
      </NextIntlClientProvider>,
    );
    const names = screen.getAllByText('T. Nakamura');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.closest('[lang]')?.getAttribute('lang')).toBe('en');
    unmount();
    renderInEnglish(<Scoreboard match={tennisMatch()} />);
    for (const name of screen.getAllByText('T. Nakamura')) expect(name.closest('[lang]')).toBeNull();
  });
});
