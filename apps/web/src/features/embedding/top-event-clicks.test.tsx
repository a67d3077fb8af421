import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHostBridge } from '@/platform/embed/host-listener';
import { TopEventClicks } from './top-event-clicks';

const operator = 'https://operator.example';
let stop = () => {};
afterEach(() => stop());

function framed() {
  const parent = { postMessage: vi.fn() };
  stop = startHostBridge(
    { parent, addEventListener: () => {}, removeEventListener: () => {} },
    { allowedOrigins: [operator], acceptAnyOrigin: false },
    '1',
  );
  parent.postMessage.mockClear();
  return parent;
}

describe('top-event-clicked (SPEC §7)', () => {
  it('tells the host which top event the player opened, and where it leads; an odds button is not that', () => {
    const parent = framed();
    render(
      <TopEventClicks>
        <div data-match-id="42">
          <a
            href="https://sportsbook.example/en/football/premier-league/42"
            onClick={(event) => event.preventDefault()}
          >
            Arsenal – Chelsea
          </a>
          <button type="button">2.10</button>
        </div>
      </TopEventClicks>,
    );
    fireEvent.click(screen.getByRole('button', { name: '2.10' }));
    expect(parent.postMessage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Arsenal – Chelsea' }));
    expect(parent.postMessage).toHaveBeenCalledWith(
      {
        type: 'sportsbook:top-event-clicked',
        payload: { matchId: 42, path: '/en/football/premier-league/42' },
      },
      operator,
    );
  });
});
