import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshModules } from '@/testing/fresh-modules';

// NOTE: the column's code is fetched after the first paint (slip-column-on-demand.ts, issue 25's first-load
// budget). This file starts from fresh modules, as a page does, and counts the asks for the column's code.
// The column's shared-bet restore reads the route and the router.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {} }),
  usePathname: () => '/en',
  useSearchParams: () => new URLSearchParams(),
}));

let idle: Array<() => void> = [];

beforeEach(() => {
  idle = [];
  // The browser's idle moment, run by hand.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__earlyTaps;
});

async function renderFreshColumn() {
  const modules = await freshModules(async () => ({
    ...(await import('@tanstack/react-query')),
    ...(await import('@/testing/render-in-app')),
    ...(await import('@/platform/early-taps/early-tap-recorder')),
    ...(await import('../testing/slip-fixtures')),
    ...(await import('../quick-bet/quick-bet-instance')),
    ...(await import('./slip-column-on-demand')),
    ...(await import('./lazy-betslip')),
  }));
  const { React, QueryClient, renderInApp, Betslip, mockApi, slipSettings } = modules;
  mockApi([]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['betslip', 'settings', null], slipSettings);
  const asked = vi.spyOn(modules.slipColumnCode, 'load');
  return { ...modules, asked, render: () => renderInApp(React.createElement(Betslip), queryClient) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the slip column arrives after the first paint (its code is not in the first load)', () => {
  it('draws the placeholder and fetches nothing of the column until the first idle moment', async () => {
    const { render, testing, slipColumnCode, asked } = await renderFreshColumn();
    render();
    const column = testing.screen.getByTestId('betslip');
    expect(column.hasAttribute('data-placeholder')).toBe(true);
    expect(testing.screen.getByRole('switch', { name: 'Quick bet' })).toBeTruthy();
    expect(testing.screen.getByText(/Pick odds on any match/)).toBeTruthy();
    await settle();
    expect(asked).not.toHaveBeenCalled();
    expect(slipColumnCode.current()).toBeNull();

    for (const callback of idle) testing.act(callback);
    await testing.waitFor(
      () => expect(testing.screen.getByTestId('betslip').hasAttribute('data-placeholder')).toBe(false),
      { timeout: 5000 },
    );
    expect(slipColumnCode.current()).not.toBeNull();
    // The real column's empty slip, in the place of the placeholder's.
    expect(testing.screen.getAllByRole('switch', { name: 'Quick bet' })).toHaveLength(1);
    expect(testing.screen.getByText(/Pick odds on any match/)).toBeTruthy();
    testing.cleanup();
  });

  it('fetches it on a pointer on the placeholder, and applies a tap on its quick-bet switch once', async () => {
    const { render, testing, installEarlyTapRecorder, quickBetStores, asked } = await renderFreshColumn();
    // The head's inline recorder (decision 0029), as the page has it before its scripts.
    installEarlyTapRecorder(window);
    render();
    const placeholderSwitch = testing.screen.getByRole('switch', { name: 'Quick bet' });
    testing.fireEvent.pointerDown(placeholderSwitch);
    testing.fireEvent.click(placeholderSwitch);
    expect(quickBetStores.quickBet.getState().isEnabled).toBe(false);

    await testing.waitFor(
      () =>
        expect(testing.screen.getByRole('switch', { name: 'Quick bet' }).getAttribute('aria-checked')).toBe(
          'true',
        ),
      { timeout: 5000 },
    );
    // Asked by the pointer, before any idle moment came.
    expect(asked).toHaveBeenCalled();
    await settle();
    // Once: the kept tap replayed on the real switch, not also heard by it.
    expect(quickBetStores.quickBet.getState().isEnabled).toBe(true);
    expect(testing.screen.getByRole('switch', { name: 'Quick bet' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    testing.cleanup();
  });

  it('fetches it on a pointer on an odds button or on the slip shortcut, before the idle moment', async () => {
    const { render, testing, asked } = await renderFreshColumn();
    render();
    const odds = document.createElement('button');
    odds.setAttribute('data-early-tap', '1:1:1');
    document.body.append(odds);
    testing.fireEvent.keyDown(document.body, { key: 'b', code: 'KeyB', altKey: false });
    expect(asked).not.toHaveBeenCalled();
    testing.fireEvent.pointerDown(odds);
    expect(asked).toHaveBeenCalledTimes(1);
    odds.remove();
    testing.cleanup();

    const again = await renderFreshColumn();
    again.render();
    again.testing.fireEvent.keyDown(document.body, { key: 'B', code: 'KeyB', altKey: true, shiftKey: true });
    expect(again.asked).toHaveBeenCalledTimes(1);
    await again.testing.waitFor(
      () => expect(again.testing.screen.getByTestId('betslip').hasAttribute('data-placeholder')).toBe(false),
      { timeout: 5000 },
    );
    again.testing.cleanup();
  });
});
