import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatisticsView } from './statistics-views';
import { renderInEnglish } from './test-helpers';

describe('StatisticsView', () => {
  it('lists timeline events by minute with the score after each goal', () => {
    renderInEnglish(
      <StatisticsView
        view={{
          type: 'timeline',
          data: {
            minutes_played: 13,
            events: [
              { minute: 5, type: 'goal', side: 'away', player: 'J. Kowalski', score: { home: 0, away: 1 } },
              { minute: 12, type: 'yellow_card', side: 'home', player: 'Y. Petrov' },
            ],
            periods: [],
          },
        }}
      />,
    );
    const events = screen.getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      "5'GoalJ. Kowalski0:1",
      "12'Yellow cardY. Petrov",
    ]);
  });

  it('highlights the teams of the match in the standings', () => {
    const row = (id: number, name: string, position: number) => ({
      team: { id, name },
      position,
      played: 5,
      won: 3,
      drawn: 0,
      lost: 2,
      scored: 10,
      conceded: 8,
      points: 9,
    });
    renderInEnglish(
      <StatisticsView
        view={{
          type: 'standings',
          data: {
            tournament: { id: 7, name: 'Premier League' },
            highlighted: [2],
            table: [row(1, 'Alpha', 1), row(2, 'Beta', 2)],
          },
        }}
      />,
    );
    const beta = screen.getByRole('rowheader', { name: 'Beta' }).closest('tr')!;
    expect(beta.getAttribute('data-highlighted')).toBe('true');
    expect(
      screen.getByRole('rowheader', { name: 'Alpha' }).closest('tr')!.getAttribute('data-highlighted'),
    ).toBeNull();
    expect(within(beta).getByText('10:8')).toBeTruthy();
  });

  it('says no events happened yet rather than showing an empty timeline', () => {
    renderInEnglish(
      <StatisticsView view={{ type: 'timeline', data: { minutes_played: 0, events: [], periods: [] } }} />,
    );
    expect(screen.getByText('No goals or cards yet.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
