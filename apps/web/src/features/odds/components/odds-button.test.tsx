import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import { RealtimeProvider } from '@/platform/realtime';
import { fakeRealtimeClient } from '@/platform/realtime/fake-client';
import { ToastProvider } from '@/ui';
import { resetOddsTypeForTests, setOddsType } from '../odds-type/odds-type-store';
import { FLASH_MS } from '../store/odds-store';
import { renderWithOdds, sampleMarket } from '../testing/odds-fixtures';
import { OddsButton } from './odds-button';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  resetOddsTypeForTests();
});

describe('OddsButton', () => {
  it('shows the outcome odds in the chosen odds type: 2.50 → 6/4 → +150', () => {
    const market = sampleMarket([2.5, 3.2, 2.9]);
    renderWithOdds(<OddsButton matchId={7} market={market} outcome={market.outcomes[0]!} />);
    expect(screen.getByRole('button', { name: /Home/ }).textContent).toContain('2.50');
    act(() => setOddsType('british'));
    expect(screen.getByRole('button', { name: /Home/ }).textContent).toContain('6/4');
    act(() => setOddsType('american'));
    expect(screen.getByRole('button', { name: /Home/ }).textContent).toContain('+150');
  });

  it('shows the live odds from the store over the odds it was given, and flashes the move', () => {
    const market = sampleMarket([2.5, 3.2, 2.9]);
    const { store } = renderWithOdds(
      <OddsButton matchId={7} market={market} outcome={market.outcomes[0]!} label="1" compact />,
    );
    act(() => {
      store.seed(7, [market]);
      store.applyMarkets(7, [sampleMarket([2.2, 3.2, 3.4])]);
      store.flush();
    });
    const odds = screen.getByText('2.20');
    expect(odds.getAttribute('data-direction')).toBe('down');
    expect(odds.className).toMatch(/down/);
  });

  it('flashes while the store says the move is recent, follows a new move without remounting, and ends', () => {
    // The store ends a flash on a timer, at a time on its clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const market = sampleMarket([2.5, 3.2, 2.9]);
    const { store } = renderWithOdds(
      <OddsButton matchId={7} market={market} outcome={market.outcomes[0]!} />,
    );
    const move = (odds: number) =>
      act(() => {
        store.applyMarkets(7, [sampleMarket([odds, 3.2, 2.9])]);
        store.flush();
      });
    act(() => store.seed(7, [market]));
    move(2.6);
    const value = screen.getByText('2.60');
    expect(value.getAttribute('data-direction')).toBe('up');
    move(2.4);
    expect(screen.getByText('2.40')).toBe(value);
    expect(value.getAttribute('data-direction')).toBe('down');
    expect(value.className).toMatch(/down/);
    act(() => vi.advanceTimersByTime(FLASH_MS + 100));
    expect(screen.getByText('2.40')).toBe(value);
    expect(value.hasAttribute('data-direction')).toBe(false);
    expect(value.className).not.toMatch(/down|up/);
  });

  it('does not flash a move that happened before it was mounted', () => {
    const market = sampleMarket([2.5, 3.2, 2.9]);
    const { store, rerender } = renderWithOdds(<div />);
    act(() => {
      store.seed(7, [market]);
      store.applyMarkets(7, [sampleMarket([2.7, 3.2, 2.9])]);
      store.flush();
    });
    rerender(<OddsButton matchId={7} market={market} outcome={market.outcomes[0]!} />);
    expect(screen.getByText('2.70').hasAttribute('data-direction')).toBe(false);
  });

  it('locks the outcomes of a suspended market: disabled, a lock, and a description that says so', () => {
    const market = sampleMarket([2.5, 3.2, 2.9], -1);
    renderWithOdds(<OddsButton matchId={7} market={market} outcome={market.outcomes[0]!} />);
    // Named by what it shows (label in name, WCAG 2.5.3), described by why it is locked.
    const button = screen.getByRole('button', {
      name: 'Home',
      description: 'Home: not available for betting',
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('svg')).not.toBeNull();
    expect(button.textContent).not.toContain('2.50');
  });

  it('locks an outcome when a live update suspends its market and unlocks it when it reopens', () => {
    const market = sampleMarket([2.5, 3.2, 2.9]);
    const { store } = renderWithOdds(
      <OddsButton matchId={7} market={market} outcome={market.outcomes[1]!} />,
    );
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
    act(() => {
      store.applyMarkets(7, [sampleMarket([2.5, 3.2, 2.9], -1)]);
      store.flush();
    });
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      store.applyMarkets(7, [sampleMarket([2.5, 3.3, 2.9])]);
      store.flush();
    });
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button').textContent).toContain('3.30');
  });

  it('shows a short column name on screen while the outcome name stays in its accessible name', () => {
    const market = sampleMarket([2.5, 3.2, 2.9]);
    const outcome = market.outcomes[0]!;
    renderWithOdds(<OddsButton matchId={7} market={market} outcome={outcome} compact shortLabel="1" />);
    const button = screen.getByRole('button', { name: new RegExp(outcome.name) });
    expect(within(button).getByText('1').getAttribute('aria-hidden')).toBe('true');
  });

  it('locks an inactive outcome', () => {
    const market = sampleMarket([2.5, 3.2, 2.9]);
    const outcome = { ...market.outcomes[2]!, active: false };
    renderWithOdds(<OddsButton matchId={7} market={market} outcome={outcome} />);
    const button = screen.getByRole('button', {
      name: 'Away',
      description: 'Away: not available for betting',
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('locks while the connection is down: disabled, its last price struck through and a label that says why', async () => {
    const market = sampleMarket([2.5, 3.2, 2.9]);
    const onSelect = vi.fn();
    const connection = fakeRealtimeClient();
    renderWithOdds(
      <RuntimeConfigProvider
        value={{ sportsbookApiUrl: '', platformApiUrl: '', realtimeUrl: '', siteId: 'test' }}
      >
        <ToastProvider>
          <RealtimeProvider client={connection.client}>
            <OddsButton matchId={7} market={market} outcome={market.outcomes[0]!} onSelect={onSelect} />
          </RealtimeProvider>
        </ToastProvider>
      </RuntimeConfigProvider>,
    );
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);

    await act(() => connection.dropConnection());
    const stale = screen.getByRole('button', {
      description: 'Home, 2.50: price being updated, connection lost',
    });
    expect((stale as HTMLButtonElement).disabled).toBe(true);
    expect(stale.getAttribute('data-stale')).toBe('true');
    expect(stale.className).toMatch(/stale/);
    expect(stale.textContent).toContain('2.50');
    await userEvent.click(stale);
    expect(onSelect).not.toHaveBeenCalled();

    act(() => connection.restoreConnection());
    const fresh = screen.getByRole('button', { name: /Home/ });
    expect((fresh as HTMLButtonElement).disabled).toBe(false);
    expect(fresh.hasAttribute('data-stale')).toBe(false);
    await userEvent.click(fresh);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('is a toggle with aria-pressed only when it can be selected', async () => {
    const market = sampleMarket([2.5, 3.2, 2.9]);
    const onSelect = vi.fn();
    const { rerender } = renderWithOdds(
      <OddsButton matchId={7} market={market} outcome={market.outcomes[0]!} />,
    );
    expect(screen.getByRole('button').hasAttribute('aria-pressed')).toBe(false);
    rerender(
      <OddsButton matchId={7} market={market} outcome={market.outcomes[0]!} onSelect={onSelect} selected />,
    );
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button'));
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
