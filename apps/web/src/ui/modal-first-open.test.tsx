import { describe, expect, it } from 'vitest';
import { freshModules } from '@/testing/fresh-modules';

// NOTE: the test setup fetches the dialog's code before every file (src/testing/setup.ts); this file starts from
// fresh modules, as a page does before its first modal, so the code arrives only when the modal opens.
const freshModal = () => freshModules(() => import('./modal'));

describe('Modal, first opening (the dialog code fetched on open)', () => {
  it('has no dialog code before a modal opens', async () => {
    const { modalDialogCode } = await freshModal();
    expect(modalDialogCode.current()).toBeNull();
  });

  it('opened by keyboard, takes focus when its code arrives and gives it back to the opener on close', async () => {
    const { React, testing, Modal, modalDialogCode, MODAL_OPEN_BODY_CLASS } = await freshModal();
    const { render, screen, waitFor, cleanup } = testing;
    const opener = document.createElement('button');
    opener.textContent = 'Sign in';
    document.body.append(opener);
    opener.focus();
    const modal = (open: boolean) =>
      React.createElement(Modal, {
        open,
        onClose: () => {},
        title: 'Sign in',
        closeLabel: 'Close',
        children: 'content',
      });

    const { rerender } = render(modal(false));
    rerender(modal(true));
    expect(modalDialogCode.current()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.classList.contains(MODAL_OPEN_BODY_CLASS)).toBe(true);

    rerender(modal(false));
    expect(document.activeElement).toBe(opener);
    expect(document.body.classList.contains(MODAL_OPEN_BODY_CLASS)).toBe(false);
    cleanup();
    opener.remove();
  });

  it('draws at once on a later opening', async () => {
    const { React, testing, Modal, modalDialogCode } = await freshModal();
    await modalDialogCode.load();
    const { render, screen, cleanup } = testing;
    render(
      React.createElement(Modal, { open: true, onClose: () => {}, title: 'Deposit', children: 'content' }),
    );
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
    cleanup();
  });
});
