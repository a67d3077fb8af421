import { describe, expect, it } from 'vitest';
import { dayWindow, dayWindows } from './day-window';

describe('dayWindow', () => {
  it('spans one local calendar day, midnight to the last millisecond', () => {
    const now = new Date(2026, 10, 21, 15, 30);
    const today = dayWindow(now, 0);
    expect(today.key).toBe('2026-11-21');
    expect(Date.parse(today.to) - Date.parse(today.from)).toBe(86_400_000 - 1);
    expect(new Date(today.from).getHours()).toBe(0);
  });

  it('walks back for results and forward for the schedule, across a month end', () => {
    const now = new Date(2026, 10, 30, 9);
    expect(dayWindows(now, 0, 3).map((day) => day.key)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(dayWindows(now, 0, -2).map((day) => day.key)).toEqual(['2026-11-30', '2026-11-29']);
  });
});
