'use client';

import type { TicketState } from '@sportsbook/betting';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import { useBetslipStores, useSelectionCount } from '../store/betslip-context';
import type { BetslipStores } from '../store/betslip-context';

/** The id of the bet-slip column's landmark, the skip link's target. */
export const SLIP_LANDMARK_ID = 'betslip';

/**
 * The keyboard shortcut to the slip, as `aria-keyshortcuts` spells it. Alt+Shift+letter is taken by neither
 * browsers nor screen readers (NVDA and JAWS use Insert/Caps Lock, VoiceOver Control+Option), and a modifier
 * keeps it off speech input and single-key typing (WCAG 2.1.4).
 */
export const SLIP_SHORTCUT = 'Alt+Shift+B';

/** Whether `event` is the slip shortcut; `code`, since Alt+Shift changes the key's character on macOS. */
export function isSlipShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyB';
}

// NOTE: on macOS Option+Shift+B types "ı" in a text field, so the shortcut leaves fields that take text alone.
function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color'].includes(target.type)
  );
}

/**
 * Takes the player to the slip on the bet-slip tab: focus on the column's landmark where the column shows, else
 * the panel opens as the phone sheet, which moves focus inside itself.
 */
export function goToSlip({ panel }: BetslipStores): void {
  panel.open('BET_SLIP');
  focusSlipColumn();
}

/** Focuses the bet-slip column's landmark where the column shows (wide screens); false where it does not. */
export function focusSlipColumn(): boolean {
  const landmark = document.getElementById(SLIP_LANDMARK_ID);
  if (!landmark || landmark.getClientRects().length === 0) return false;
  landmark.focus();
  return true;
}

/** The selection a ticket change added, when it added exactly one (a tap; a restore adds them all at once). */
function addedSelection(before: TicketState, after: TicketState) {
  const added = after.selectedOutcomeIds.filter((id) => !before.selectedOutcomeIds.includes(id));
  if (added.length !== 1) return null;
  return after.bets.flatMap((bet) => bet.selections).find((selection) => selection.id === added[0]) ?? null;
}

/** What the polite region last said about the slip; a new selection replaces it. */
function useAdditionAnnouncement(stores: BetslipStores): string {
  const t = useTranslations('betslip');
  const [message, setMessage] = useState('');
  useEffect(() => {
    let previous = stores.ticket.getState();
    return stores.ticket.subscribe(() => {
      const next = stores.ticket.getState();
      const selection = addedSelection(previous, next);
      previous = next;
      if (!selection) return;
      const name = `${selection.outcomeName}, ${selection.nameA} – ${selection.nameB}`;
      setMessage(t('added', { selection: name, count: next.selectedOutcomeIds.length }));
    });
  }, [stores, t]);
  return message;
}

/**
 * The skip link "Bet slip (n selections)" beside the page's skip to content, the Alt+Shift+B shortcut to the same
 * place, and the polite status region that says what a tap added (it is in the page before its first text, so
 * screen readers hear the first addition too).
 */
export function SlipSkipLink() {
  const t = useTranslations('betslip');
  const stores = useBetslipStores();
  const count = useSelectionCount();
  const announcement = useAdditionAnnouncement(stores);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isSlipShortcut(event) || takesText(event.target)) return;
      event.preventDefault();
      goToSlip(stores);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [stores]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    goToSlip(stores);
  }

  return (
    <>
      <a
        href={`#${SLIP_LANDMARK_ID}`}
        aria-keyshortcuts={SLIP_SHORTCUT}
        title={t('shortcut', { keys: SLIP_SHORTCUT })}
        onClick={onClick}
      >
        {t('skipLink', { count })} <kbd dir="ltr">{SLIP_SHORTCUT}</kbd>
      </a>
      {/* NOTE: aria-live said outright: a dialog opening with the same tap (the phone sheet) hides and inerts the
          page except elements marked so, and the announcement must still be heard. */}
      <div role="status" aria-live="polite" className="visually-hidden" data-testid="slip-announcement">
        {announcement}
      </div>
    </>
  );
}
