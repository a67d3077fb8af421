import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { BetslipStoresProvider } from '../store/betslip-context';
import { selectionOf, testStores } from '../testing/slip-fixtures';
import { SLIP_LANDMARK_ID, SlipSkipLink } from './slip-skip-link';

function renderLink({ column = false }: { column?: boolean } = {}) {
  const stores = testStores();
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <SlipSkipLink />
      <label>
        Search
        <input type="search" />
      </label>
      <section id={SLIP_LANDMARK_ID} tabIndex={-1} aria-label="Bet slip" />
    </BetslipStoresProvider>,
  );
  const landmark = document.getElementById(SLIP_LANDMARK_ID)!;
  // jsdom lays nothing out: a column that shows has client rects, a hidden one (phone) has none.
  landmark.getClientRects = () => (column ? [new DOMRect(0, 0, 300, 600)] : []) as unknown as DOMRectList;
  return { stores, landmark };
}

const add = (stores: ReturnType<typeof testStores>, matchId: number) =>
  act(() => stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(matchId) }));

const pressShortcut = (target: Element) =>
  fireEvent.keyDown(target, { key: 'ı', code: 'KeyB', altKey: true, shiftKey: true });

describe('SlipSkipLink', () => {
  it('names the slip with its selection count, pluralised, and shows the shortcut', () => {
    const { stores } = renderLink();
    const link = () => screen.getByRole('link', { name: /^Bet slip/ });
    expect(link().textContent).toBe('Bet slip (no selections) Alt+Shift+B');
    expect(link().getAttribute('href')).toBe('#betslip');
    expect(link().getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+B');
    expect(link().getAttribute('title')).toBe('Keyboard shortcut: Alt+Shift+B');
    add(stores, 1);
    expect(link().textContent).toBe('Bet slip (1 selection) Alt+Shift+B');
    add(stores, 2);
    expect(link().textContent).toBe('Bet slip (2 selections) Alt+Shift+B');
  });

  it('the skip link focuses the slip column where it shows, on the bet-slip tab', () => {
    const { stores, landmark } = renderLink({ column: true });
    act(() => stores.panel.open('MY_BETS'));
    fireEvent.click(screen.getByRole('link', { name: /^Bet slip/ }));
    expect(document.activeElement).toBe(landmark);
    expect(stores.panel.getState()).toEqual({ open: true, tab: 'BET_SLIP' });
  });

  it('the skip link opens the sheet when there is no slip column (phone)', () => {
    const { stores, landmark } = renderLink({ column: false });
    fireEvent.click(screen.getByRole('link', { name: /^Bet slip/ }));
    expect(stores.panel.getState()).toEqual({ open: true, tab: 'BET_SLIP' });
    expect(document.activeElement).not.toBe(landmark);
  });

  it('Alt+Shift+B takes focus to the slip from anywhere but a text field', () => {
    const { stores, landmark } = renderLink({ column: true });
    const field = screen.getByRole('searchbox', { name: 'Search' });
    field.focus();
    pressShortcut(field);
    expect(document.activeElement).toBe(field);
    expect(stores.panel.getState().open).toBe(false);

    pressShortcut(document.body);
    expect(document.activeElement).toBe(landmark);
    expect(stores.panel.getState().open).toBe(true);
  });

  it('B alone, or with other modifiers, is not the shortcut', () => {
    const { landmark } = renderLink({ column: true });
    fireEvent.keyDown(document.body, { key: 'b', code: 'KeyB' });
    fireEvent.keyDown(document.body, { key: 'B', code: 'KeyB', shiftKey: true });
    fireEvent.keyDown(document.body, { key: 'b', code: 'KeyB', altKey: true, shiftKey: true, ctrlKey: true });
    expect(document.activeElement).not.toBe(landmark);
  });

  it('announces each added selection with the new count in a polite status region', () => {
    const { stores } = renderLink();
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    add(stores, 1);
    const first = selectionOf(1);
    expect(region.textContent).toBe(
      `Added to bet slip: ${first.outcomeName}, ${first.nameA} – ${first.nameB}. 1 selection.`,
    );
    add(stores, 2);
    expect(region.textContent).toMatch(/^Added to bet slip: .+\. 2 selections\.$/);
    act(() => stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(2) }));
    // A removal says nothing new: the last addition stays.
    expect(region.textContent).toMatch(/2 selections\.$/);
  });
});
