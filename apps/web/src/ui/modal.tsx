'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

export type ModalSize = 'small' | 'large' | 'fullscreen';

/** Class on `<body>` while any modal is open (SPEC §2.5), e.g. to stop the page from scrolling behind it. */
export const MODAL_OPEN_BODY_CLASS = 'modal-open';
/** Modal stack timeouts (SPEC §9). */
export const MODAL_ENTER_MS = 50;
export const MODAL_EXIT_MS = 500;
/** Default share of the viewport height a modal may take (SPEC §9). */
export const MODAL_HEIGHT_FRACTION = 0.95;

// NOTE: modals stack; the body class stays until the last one closes.
let openModals = 0;

function markBodyOpen(): () => void {
  openModals += 1;
  document.body.classList.add(MODAL_OPEN_BODY_CLASS);
  return () => {
    openModals -= 1;
    if (openModals === 0) document.body.classList.remove(MODAL_OPEN_BODY_CLASS);
  };
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalSize;
  /** When false the modal cannot be closed by Escape, the backdrop or a close button (SPEC §2.5). */
  closable?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  heightFraction?: number;
  children: ReactNode;
}

type Phase = 'closed' | 'entering' | 'entered' | 'exiting';

/**
 * A dialog over the page: labelled, focus kept inside and given back on close, in three sizes. It enters after
 * 50 ms and leaves over 500 ms so stacked modals animate in order.
 */
export function Modal({
  open,
  onClose,
  title,
  size = 'small',
  closable = true,
  closeLabel = 'Close',
  heightFraction = MODAL_HEIGHT_FRACTION,
  children,
}: ModalProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'entering' : 'closed');
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) {
      setPhase('entering');
      const timer = setTimeout(() => setPhase('entered'), MODAL_ENTER_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'closed' ? 'closed' : 'exiting'));
    const timer = setTimeout(() => setPhase('closed'), MODAL_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open]);

  // NOTE: a modal opened after mounting draws its dialog one render after `open` turns true (the phase catches up),
  // so focus waits for the dialog to be there; on `open` alone it found nothing and stayed behind the modal.
  const shown = open && phase !== 'closed';
  useEffect(() => {
    if (!shown) return;
    const unmark = markBodyOpen();
    const previous = document.activeElement as HTMLElement | null;
    const first = dialogRef.current?.querySelector<HTMLElement>(focusableSelector);
    (first ?? dialogRef.current)?.focus();
    return () => {
      unmark();
      previous?.focus?.();
    };
  }, [shown]);

  if (phase === 'closed') return null;

  function requestClose() {
    if (closable) onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // NOTE: the backdrop is a mouse convenience; keyboard users close with Escape or the close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={styles.backdrop}
      data-state={phase}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      {/* NOTE: the dialog itself listens for Escape and Tab: that is how focus is kept inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
        style={{ ['--modal-height-fraction' as string]: heightFraction }}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closable ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
