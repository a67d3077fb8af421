import { act, render, renderHook, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOpenUntilNavigation } from './use-open-until-navigation';

const path = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => path.current }));

afterEach(() => {
  path.current = '/';
});

describe('useOpenUntilNavigation', () => {
  it('stays open when it is opened between the first commit and its effects (a replayed early tap)', () => {
    function Opener() {
      const [open, setOpen] = useOpenUntilNavigation();
      // NOTE: a layout effect runs after the commit and before the passive effects, as a replay can.
      useLayoutEffect(() => setOpen(true), [setOpen]);
      return <p>{open ? 'open' : 'closed'}</p>;
    }
    render(<Opener />);
    expect(screen.getByText('open')).toBeTruthy();
  });

  it('is closed by a navigation and does not open again on coming back', () => {
    const { result, rerender } = renderHook(() => useOpenUntilNavigation());
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    rerender();
    expect(result.current[0]).toBe(true);

    path.current = '/live';
    rerender();
    expect(result.current[0]).toBe(false);
    path.current = '/';
    rerender();
    expect(result.current[0]).toBe(false);
  });

  it('closes when asked', () => {
    const { result } = renderHook(() => useOpenUntilNavigation());
    act(() => result.current[1](true));
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
  });
});
