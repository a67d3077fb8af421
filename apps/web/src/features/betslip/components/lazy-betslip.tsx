'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useQuickBetStores } from '../quick-bet/quick-bet-context';
import { useBetslipStores } from '../store/betslip-context';
import { loadColumnWhenWanted, slipColumnCode } from './slip-column-on-demand';
import { SlipPlaceholder } from './slip-placeholder';
import { SLIP_LANDMARK_ID } from './slip-skip-link';

// NOTE: the column's code (ticket panel, quick-bet switch, the slip's sync, placing, sharing) is the largest
// part of the page shell. Drawn through `next/dynamic` on the server it was still in every page's first load
// (the page preloads the chunk of what the server drew), so the server draws a placeholder with none of it, and
// the column's code is fetched after hydration (issue 25, docs/decisions/0040).

/** What of the placeholder has focus, as a selector for the same part of the real column; null if nothing. */
function focusedPart(): string | null {
  const landmark = document.getElementById(SLIP_LANDMARK_ID);
  const focused = document.activeElement;
  if (!landmark || !focused || !landmark.contains(focused)) return null;
  const column = `#${SLIP_LANDMARK_ID}`;
  if (focused.matches('[role="switch"]')) return `${column} [role="switch"]`;
  const tab = focused.closest('[role="tab"]')?.getAttribute('data-key');
  return tab ? `${column} [role="tab"][data-key="${tab}"]` : column;
}

/** Puts focus back where it was in the placeholder, when the placeholder's removal dropped it on the page. */
function FocusCarry({ part }: { part: string | null }) {
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (!part || (focused && focused !== document.body)) return;
    document.querySelector<HTMLElement>(part)?.focus();
  }, [part]);
  return null;
}

/**
 * The bet-slip column of wide screens (see `./betslip`): a placeholder of the same look (`SlipPlaceholder`)
 * until its code has arrived, fetched at the first idle moment after hydration or when the player first reaches
 * for the slip. Also mounted (hidden) on phones: the column keeps the slip in step with the session and storage.
 */
export function Betslip() {
  // NOTE: with the column, the part of the placeholder that had focus when it arrived (see FocusCarry).
  const [column, setColumn] = useState(() => {
    const code = slipColumnCode.current();
    return code ? { code, focus: null as string | null } : null;
  });
  const stores = useBetslipStores();
  const { quickBet } = useQuickBetStores();
  const want = useCallback(() => {
    slipColumnCode.load().then(
      (code) => {
        const focus = focusedPart();
        setColumn((shown) => shown ?? { code, focus });
      },
      // NOTE: a chunk that fails to arrive (offline) leaves the placeholder; the next reach for it fetches again.
      () => {},
    );
  }, []);
  useEffect(() => {
    if (column) return;
    return loadColumnWhenWanted(want, stores, quickBet);
  }, [column, want, stores, quickBet]);
  if (!column) return <SlipPlaceholder />;
  return (
    <>
      <column.code.Betslip />
      <FocusCarry part={column.focus} />
    </>
  );
}

/** The ticket panel (see `./ticket-panel`), in its own chunk: the phone sheet loads it when it first opens. */
export const LazyTicketPanel = dynamic(() => import('./ticket-panel').then((module) => module.TicketPanel));
