import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal';

function renderConfirm() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmModal
      open
      title="Remove all selections?"
      description="Your bet slip will be emptied."
      confirmLabel="Remove all"
      cancelLabel="Cancel"
      closeLabel="Close"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmModal: the "are you sure" dialog (SPEC §2.5 confirm)', () => {
  it('is a dialog named by its question and described by what it does', () => {
    renderConfirm();
    const dialog = screen.getByRole('dialog', { name: 'Remove all selections?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Your bet slip will be emptied.').getAttribute('id'),
    );
  });

  it('answers yes only with its confirm button', () => {
    const { onConfirm, onCancel } = renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('answers no with Cancel, the close button or Escape', () => {
    const { onConfirm, onCancel } = renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
