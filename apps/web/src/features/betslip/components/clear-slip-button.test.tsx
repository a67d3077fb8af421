import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { ClearSlipButton } from './clear-slip-button';

describe('ClearSlipButton: "Remove all" asks first (SPEC §2.5 confirm)', () => {
  it('keeps the selections when the player cancels', () => {
    const onClear = vi.fn();
    renderInApp(<ClearSlipButton disabled={false} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove all selections?' });
    expect(dialog.textContent).toContain('Your bet slip will be emptied.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClear).not.toHaveBeenCalled();
  });

  it('removes them when the player confirms', () => {
    const onClear = vi.fn();
    renderInApp(<ClearSlipButton disabled={false} onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove all selections?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove all' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
