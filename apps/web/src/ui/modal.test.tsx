import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
    act(() => vi.advanceTimersByTime(1));
    fireEvent.pointerDown(screen.getByRole('dialog').parentElement!);
    fireEvent.click(screen.getByRole('dialog').parentElement!);
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

  it('makes the page behind inert, except its live regions, until it closes', () => {
    const page = document.createElement('main');
    page.innerHTML = '<button>Behind</button>';
    const live = document.createElement('div');
    live.setAttribute('aria-live', 'polite');
    document.body.append(page, live);
    const modal = (open: boolean) => (
      <Modal open={open} onClose={() => {}} title="Sign in">
        content
      </Modal>
    );
    const { rerender } = render(modal(true));
    expect(page.hasAttribute('inert')).toBe(true);
    expect(live.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    rerender(modal(false));
    expect(page.hasAttribute('inert')).toBe(false);
    page.remove();
    live.remove();
  });

  it('closes on Escape wherever focus is, even outside the dialog', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Sign in">
        content
      </Modal>,
    );
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Header</button>
        <Modal open onClose={() => {}} title="Sign in" closeLabel="Close">
          <input aria-label="Email" />
          <button type="button">Submit</button>
        </Modal>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
  });

  it('gives focus back to its opener when Escape closes it, and Escape closes only the top modal', () => {
    function Opener() {
      const [first, setFirst] = useState(false);
      const [second, setSecond] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setFirst(true)}>
            Sign in
          </button>
          <Modal open={first} onClose={() => setFirst(false)} title="First">
            <button type="button" onClick={() => setSecond(true)}>
              More
            </button>
          </Modal>
          <Modal open={second} onClose={() => setSecond(false)} title="Second">
            second
          </Modal>
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Sign in' });
    opener.focus();
    fireEvent.click(opener);
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS));
    const more = screen.getByRole('button', { name: 'More' });
    more.focus();
    fireEvent.click(more);
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS));
    expect(screen.getByRole('dialog', { name: 'Second' }).contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS));
    expect(screen.queryByRole('dialog', { name: 'Second' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' }));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open when a toast over it is clicked, and closes on a click on the backdrop', () => {
    const onClose = vi.fn();
    const live = document.createElement('div');
    live.setAttribute('aria-live', 'polite');
    live.innerHTML = '<button>Dismiss toast</button>';
    document.body.append(live);
    render(
      <Modal open onClose={onClose} title="Sign in">
        content
      </Modal>,
    );
    // Radix starts listening for outside presses a tick after opening, so the press that opened it is not one.
    act(() => vi.advanceTimersByTime(1));
    const toast = screen.getByRole('button', { name: 'Dismiss toast' });
    fireEvent.pointerDown(toast);
    fireEvent.click(toast);
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.pointerDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    live.remove();
  });
});
