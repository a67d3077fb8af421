import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuietFlashEvents } from './quiet-flash-events';

function board() {
  document.body.innerHTML =
    '<button data-outcome-key="7:1:1:"><span id="odds">2.50</span></button><div id="other"></div>';
  return { odds: document.getElementById('odds')!, other: document.getElementById('other')! };
}

describe('quiet flash events', () => {
  const seen = vi.fn();
  afterEach(() => {
    document.removeEventListener('animationstart', seen);
    seen.mockReset();
  });

  it('stops the animation events of odds buttons before they reach the page, and only while mounted', () => {
    const { odds, other } = board();
    document.addEventListener('animationstart', seen);
    const { unmount } = renderHook(() => useQuietFlashEvents());
    odds.dispatchEvent(new Event('animationstart', { bubbles: true }));
    expect(seen).not.toHaveBeenCalled();
    other.dispatchEvent(new Event('animationstart', { bubbles: true }));
    expect(seen).toHaveBeenCalledOnce();

    unmount();
    odds.dispatchEvent(new Event('animationstart', { bubbles: true }));
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('keeps stopping them while any user is still mounted', () => {
    const { odds } = board();
    document.addEventListener('animationstart', seen);
    const first = renderHook(() => useQuietFlashEvents());
    const second = renderHook(() => useQuietFlashEvents());
    first.unmount();
    odds.dispatchEvent(new Event('animationstart', { bubbles: true }));
    expect(seen).not.toHaveBeenCalled();
    second.unmount();
  });
});
