'use client';

import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import styles from './confirm-modal.module.css';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** What happens when the player confirms; read with the title when the dialog opens. */
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The "are you sure" dialog of SPEC §2.5 (confirm), on the product's dialog primitive: a question, what it
 * does, and two buttons. Escape, the backdrop, the close button and Cancel all answer no; focus goes back to
 * what opened it either way.
 */
export function ConfirmModal({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const descriptionId = useId();
  return (
    <Modal open={open} onClose={onCancel} title={title} closeLabel={closeLabel} describedBy={descriptionId}>
      <p id={descriptionId} className={styles.description}>
        {description}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Modal>
  );
}
