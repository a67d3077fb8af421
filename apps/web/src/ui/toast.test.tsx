import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS, ToastProvider, useToast } from './toast';
import type { ToastApi } from './toast';

let api: ToastApi;

function Capture() {
  api = useToast();
  return null;
}

function renderToasts() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('closes itself after 5000 ms', () => {
    renderToasts();
    act(() => void api.show({ type: 'success', title: 'Bet placed' }));
    expect(screen.getByText('Bet placed')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.queryByText('Bet placed')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Bet placed')).toBeNull();
  });

  it('stays when auto-close is off, until dismissed', () => {
    renderToasts();
    act(() => void api.show({ type: 'warning', title: 'Cookies', autoClose: false }));
    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 3));
    expect(screen.getByText('Cookies')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Cookies')).toBeNull();
  });

  it('updates a toast shown again with the same id', () => {
    renderToasts();
    act(() => void api.show({ id: 'offline', type: 'error', title: 'Offline' }));
    act(() => void api.show({ id: 'offline', type: 'error', title: 'Still offline' }));
    expect(screen.queryByText('Offline')).toBeNull();
    expect(screen.getAllByText('Still offline')).toHaveLength(1);
  });

  it('has its live regions in the page before any toast, so the first toast is announced', () => {
    renderToasts();
    const polite = document.querySelector('[aria-live="polite"]');
    const assertive = document.querySelector('[aria-live="assertive"]');
    expect(polite?.textContent).toBe('');
    expect(assertive?.textContent).toBe('');
    act(() => void api.show({ type: 'success', title: 'Bet placed' }));
    expect(document.querySelector('[aria-live="polite"]')).toBe(polite);
    expect(polite?.textContent).toContain('Bet placed');
  });

  it('announces errors assertively and the rest politely', () => {
    renderToasts();
    act(() => {
      api.show({ type: 'error', title: 'Failed' });
      api.show({ type: 'success', title: 'Done' });
      api.show({ type: 'warning', title: 'Careful' });
    });
    expect(screen.getByText('Failed').closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByText('Done').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Careful').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    // The region reads what is added, not the whole stack again.
    expect(screen.getByText('Done').closest('[aria-live]')?.getAttribute('aria-atomic')).toBe('false');
  });
});
