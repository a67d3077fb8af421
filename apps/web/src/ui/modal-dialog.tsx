'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { CSSProperties, ReactNode } from 'react';
import styles from './modal.module.css';

export interface ModalDialogProps {
  open: boolean;
  phase: 'entering' | 'entered' | 'exiting';
  onClose: () => void;
  title: ReactNode;
  size: 'small' | 'large' | 'fullscreen';
  closable: boolean;
  closeLabel: string;
  heightFraction: number;
  describedBy?: string;
  /** Receives the dialog element once Radix's portal has drawn it. */
  dialogRef: (dialog: HTMLDivElement | null) => void;
  children: ReactNode;
}

/**
 * The drawn dialog of `Modal` on Radix Dialog (docs/decisions/0016): focus trap, Escape, the backdrop and the
 * portal. It is its own chunk, fetched when a modal first opens (docs/decisions/0031); `Modal` keeps the opener,
 * the timings and the inert page, so focus goes back to the opener however long the chunk took.
 */
export function ModalDialog({
  open,
  phase,
  onClose,
  title,
  size,
  closable,
  closeLabel,
  heightFraction,
  describedBy,
  dialogRef,
  children,
}: ModalDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && closable) onClose();
      }}
    >
      <Dialog.Portal forceMount>
        <Dialog.Overlay forceMount className={styles.backdrop} data-phase={phase}>
          <Dialog.Content
            forceMount
            ref={dialogRef}
            aria-describedby={describedBy}
            className={`${styles.dialog} ${styles[size]}`}
            style={{ ['--modal-height-fraction' as string]: heightFraction } as CSSProperties}
            onEscapeKeyDown={(event) => {
              if (!closable) event.preventDefault();
            }}
            onPointerDownOutside={(event) => {
              // NOTE: a toast or a bet result over the dialog (live regions stay usable) is not the backdrop.
              const onLiveRegion = (event.target as Element | null)?.closest?.('[aria-live]');
              if (!closable || onLiveRegion) event.preventDefault();
            }}
            // NOTE: the opener gets focus back when the dialog closes (in `Modal`), not from Radix when it unmounts.
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {closable ? (
                <Dialog.Close className={styles.close} aria-label={closeLabel}>
                  ×
                </Dialog.Close>
              ) : null}
            </div>
            <div className={styles.body}>{children}</div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
