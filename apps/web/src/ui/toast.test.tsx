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
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('announces errors as alerts and the rest as status', () => {
    renderToasts();
    act(() => {
      api.show({ type: 'error', title: 'Failed' });
      api.show({ type: 'success', title: 'Done' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getByRole('status').textContent).toContain('Done');
  });
});
