import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_EXIT_MS, MODAL_OPEN_BODY_CLASS, Modal } from './modal';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Modal', () => {
  it('adds the body class while open and removes it on close', () => {
    const { rerender } = render(
      <Modal open onClose={() => {}} title="Sign in">
        content
      </Modal>,
    );
    expect(document.body.classList.contains(MODAL_OPEN_BODY_CLASS)).toBe(true);

    rerender(
      <Modal open={false} onClose={() => {}} title="Sign in">
        content
      </Modal>,
    );
    expect(document.body.classList.contains(MODAL_OPEN_BODY_CLASS)).toBe(false);
  });

  it('moves focus inside when opened after mounting, and gives it back to the opener on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const modal = (open: boolean) => (
      <Modal open={open} onClose={() => {}} title="Bet slip" closeLabel="Close">
        content
      </Modal>
    );
    const { rerender } = render(modal(false));
    rerender(modal(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    rerender(modal(false));
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('is a labelled dialog', () => {
    render(
      <Modal open onClose={() => {}} title="Deposit">
        content
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeTruthy();
  });

  it('closes on Escape and on its close button', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Confirm">
        content
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed when closing is disabled', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Missing profile fields" closable={false}>
        content
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('stays mounted for the exit timeout after closing', () => {
    const { rerender } = render(
      <Modal open onClose={() => {}} title="Bye">
        content
      </Modal>,
    );
    rerender(
      <Modal open={false} onClose={() => {}} title="Bye">
        content
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(MODAL_EXIT_MS);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['small', 'large', 'fullscreen'] as const)('renders the %s size', (size) => {
    render(
      <Modal open onClose={() => {}} title="Sized" size={size}>
        content
      </Modal>,
    );
    expect(screen.getByRole('dialog').className).toContain(size);
  });
});
