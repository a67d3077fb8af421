import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveClock } from './live-clock';

const stampedAt = '2026-11-28T12:00:00.000Z';
const running = (matchTime: string) => ({
  match_time: matchTime,
  remaining_time: null,
  stoppage_time: null,
  stopped: false,
  updated_at: stampedAt,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('LiveClock', () => {
  it('ticks every running clock of the page on one timer, and sets none for a stopped clock', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.parse(stampedAt) });
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    const { unmount } = render(
      <>
        <LiveClock clock={running('10:00')} className="first" />
        <LiveClock clock={running('20:30')} className="second" />
        <LiveClock clock={{ ...running('45:00'), stopped: true }} className="stopped" />
      </>,
    );
    expect(screen.getByText('10:00')).toBeTruthy();
    // Before: one timer per running clock (two here). Now one for the page.
    expect(setInterval).toHaveBeenCalledTimes(1);

    // 10:00 and 20:30 move on by the 2 s that passed; the stopped clock stays at 45:00.
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('10:02')).toBeTruthy();
    expect(screen.getByText('20:32')).toBeTruthy();
    expect(screen.getByText('45:00')).toBeTruthy();

    unmount();
    expect(clearInterval).toHaveBeenCalledTimes(1);
  });

  it('reads the time again when the first clock of a page mounts, not a second late', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: Date.parse(stampedAt) });
    const first = render(<LiveClock clock={running('10:00')} />);
    first.unmount();
    // 5 s later, with no clock on the page and so no timer: a new clock shows 10:05 at once.
    vi.setSystemTime(Date.parse(stampedAt) + 5_000);
    render(<LiveClock clock={running('10:00')} />);
    expect(screen.getByText('10:05')).toBeTruthy();
  });
});
