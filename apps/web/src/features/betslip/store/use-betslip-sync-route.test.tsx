import { act } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { slipSettings, testStores } from '../testing/slip-fixtures';
import { BetslipStoresProvider } from './betslip-context';
import { useBetslipSync } from './use-betslip-sync';

const navigation = vi.hoisted(() => ({ pathname: '/live', rerender: () => {} }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

function Sync() {
  const [, setTick] = useState(0);
  navigation.rerender = () => setTick((tick) => tick + 1);
  useBetslipSync();
  return null;
}

function renderSync() {
  mockApi([[/\/settings/, () => ({ body: slipSettings })]]);
  const stores = testStores();
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <Sync />
    </BetslipStoresProvider>,
  );
  return stores;
}

/** The router moving to another path: the hook renders again with the new pathname. */
function goTo(pathname: string) {
  navigation.pathname = pathname;
  act(() => navigation.rerender());
}

afterEach(() => {
  vi.unstubAllGlobals();
  navigation.pathname = '/live';
});

describe('the slip closes on a route change (SPEC §2.4)', () => {
  it('closes the open panel when the page changes, whichever tab it shows', () => {
    const { panel } = renderSync();
    act(() => panel.open('BET_SLIP'));
    goTo('/');
    expect(panel.getState()).toEqual({ open: false, tab: 'BET_SLIP' });
    act(() => panel.open('MY_BETS'));
    goTo('/football');
    expect(panel.getState().open).toBe(false);
  });

  it('keeps the panel open while the page stays the same, as after a reload with it open', () => {
    const { panel } = renderSync();
    act(() => panel.open('MY_BETS'));
    goTo('/live');
    expect(panel.getState()).toEqual({ open: true, tab: 'MY_BETS' });
  });
});
