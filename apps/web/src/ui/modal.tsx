'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { inertOutside } from './inert-outside';
import { onDemand, useOnDemand } from './load-on-demand';

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

/**
 * Makes everything but the dialog `inert`: Radix hides the rest from assistive technology and keeps Tab inside,
 * inert also takes it out of find-in-page, the pointer and screen-reader browse modes. Live regions stay as they
 * are, so a toast or a bet result that arrives while the dialog is open is still announced.
 */
function makePageInert(dialog: HTMLElement): () => void {
  // NOTE: Radix's focus guards stay focusable: Tab out of a frame inside the dialog lands on one and Radix puts
  // focus back inside; were they inert, it would leave the page for the browser's own controls.
  const live = document.querySelectorAll('[aria-live], [data-radix-focus-guard]');
  return inertOutside([dialog, ...live]);
}

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
  /** Id of the element that describes the dialog, read with its title when it opens (e.g. a win's amount). */
  describedBy?: string;
  children: ReactNode;
}

type Phase = 'closed' | 'entering' | 'entered' | 'exiting';

/** The drawn dialog (Radix), fetched when a modal first opens: no page loads it before (docs/decisions/0031). */
export const modalDialogCode = onDemand(() => import('./modal-dialog'));

/**
 * A dialog over the page on Radix Dialog (docs/decisions/0016): focus moves inside when it opens and stays there,
 * the page behind is inert, Escape closes it wherever focus is, and focus goes back to the element that opened
 * it. It enters after 50 ms and leaves over 500 ms so stacked modals animate in order. The Radix part
 * (`./modal-dialog`) arrives when a modal first opens; the opener is remembered here, before it is asked for.
 */
export function Modal({
  open,
  onClose,
  title,
  size = 'small',
  closable = true,
  closeLabel = 'Close',
  heightFraction = MODAL_HEIGHT_FRACTION,
  describedBy,
  children,
}: ModalProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'entering' : 'closed');
  // NOTE: state, not a ref: Radix's portal draws the dialog a render after this one, and the effect below waits
  // for it to be there.
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const drawn = useOnDemand(modalDialogCode, open);

  // NOTE: a layout effect runs before Radix moves focus into the dialog (an effect of its child), so this is
  // still the element that opened it.
  useLayoutEffect(() => {
    if (open) openerRef.current = document.activeElement as HTMLElement | null;
  }, [open]);

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

  const shown = open && phase !== 'closed';
  useEffect(() => {
    if (!shown || !dialog) return;
    const unmark = markBodyOpen();
    const undoInert = makePageInert(dialog);
    return () => {
      undoInert();
      unmark();
      // NOTE: the dialog stays drawn for its exit; focus goes back now, not when Radix unmounts it 500 ms later.
      openerRef.current?.focus?.();
    };
  }, [shown, dialog]);

  if (phase === 'closed' || !drawn) return null;

  return (
    <drawn.ModalDialog
      open={open}
      phase={phase}
      onClose={onClose}
      title={title}
      size={size}
      closable={closable}
      closeLabel={closeLabel}
      heightFraction={heightFraction}
      describedBy={describedBy}
      dialogRef={setDialog}
    >
      {children}
    </drawn.ModalDialog>
  );
}
