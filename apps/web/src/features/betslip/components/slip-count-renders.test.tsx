import type { MinorUnits } from '@sportsbook/betting';
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import type * as ui from '@/ui';
import { BetslipStoresProvider } from '../store/betslip-context';
import { desktopMatchMedia, selectionOf, testStores } from '../testing/slip-fixtures';
import { BetslipTabButton } from './betslip-tab-button';
import { FloatingTicket } from './floating-ticket';
import { SlipSkipLink } from './slip-skip-link';
import { TicketPanel } from './ticket-panel';

// The quick-bet switch, counted: the panel must not draw it again for a tap (issue 25, click-to-paint).
const switchRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../quick-bet/quick-bet-toggle', () => ({
  QuickBetToggle: () => {
    switchRenders.count++;
    return <div data-testid="quick-bet" />;
  },
}));

type UiModule = typeof ui;

// The tab's sheet, counted: the panel opening beside the column must not draw it again.
const sheetRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/ui', async (original) => ({
  ...(await original<UiModule>()),
  Modal: ({ open }: { open: boolean }) => {
    sheetRenders.count++;
    return open ? <div role="dialog" /> : null;
  },
}));

/** Renders `ui` over fresh slip stores; `commits()` tells how many times React committed a render of it. */
function renderCounted(ui: ReactNode) {
  const stores = testStores();
  let commits = 0;
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <Profiler id="counted" onRender={() => commits++}>
        {ui}
      </Profiler>
    </BetslipStoresProvider>,
    undefined,
    { floating_ticket: true },
  );
  return { ticket: stores.ticket, panel: stores.panel, commits: () => commits };
}

const counters = [
  ['the tab button', <BetslipTabButton key="tab" icon={<svg aria-hidden="true" />} />],
  ['the floating ticket', <FloatingTicket key="floating" />],
  ['the skip link', <SlipSkipLink key="skip" />],
] as const;

describe('the slip’s count outside its column', () => {
  beforeEach(desktopMatchMedia);

  it.each(counters)('%s re-renders for a new count and not for a stake', (_, ui) => {
    const { ticket, commits } = renderCounted(ui);
    act(() => ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) }));
    const afterTap = commits();
    expect(afterTap).toBeGreaterThan(1);
    act(() => ticket.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 500 as MinorUnits }));
    act(() => ticket.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 700 as MinorUnits }));
    expect(ticket.getState().bets[0]?.stake).toBe(700);
    expect(commits()).toBe(afterTap);
  });

  it('a tap re-draws the panel’s count, not its quick-bet switch', async () => {
    const { ticket } = renderCounted(<TicketPanel />);
    const before = switchRenders.count;
    await act(async () => ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) }));
    await act(async () => ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(2) }));
    expect(screen.getByRole('tab', { name: /Bet slip/ }).textContent).toContain('2');
    expect(switchRenders.count).toBe(before);
  });

  it('the panel opening and closing beside the column re-draws neither its switch nor the tab’s sheet', () => {
    const { panel } = renderCounted(
      <>
        <TicketPanel />
        <BetslipTabButton icon={<svg aria-hidden="true" />} />
      </>,
    );
    const [switches, sheets] = [switchRenders.count, sheetRenders.count];
    act(() => panel.open());
    expect(screen.getByRole('button', { name: 'Bet slip' }).getAttribute('aria-expanded')).toBe('true');
    act(() => panel.close());
    expect([switchRenders.count, sheetRenders.count]).toEqual([switches, sheets]);
  });
});
