import { describe, expect, it } from 'vitest';
import { clockTimeAt } from './clock-time';

const stamped = '2026-01-01T12:00:00.000Z';
const at = (seconds: number) => Date.parse(stamped) + seconds * 1000;
const clock = {
  match_time: null,
  stoppage_time: null,
  remaining_time: null,
  stopped: false,
  updated_at: stamped,
};

describe('clockTimeAt', () => {
  it('moves a running match clock on by the time since the feed stamped it', () => {
    // 53:48 stamped, 75 s later: 55:03
    expect(clockTimeAt({ ...clock, match_time: '53:48' }, at(75))).toEqual({ time: '55:03', stoppage: null });
  });

  it('freezes a stopped clock', () => {
    expect(clockTimeAt({ ...clock, match_time: '45:00', stopped: true }, at(600))?.time).toBe('45:00');
  });

  it('runs stoppage time on top of the regular time, which stays put', () => {
    // 2:00 of stoppage stamped, 30 s later: 2:30
    expect(clockTimeAt({ ...clock, match_time: '45:00', stoppage_time: '2:00' }, at(30))).toEqual({
      time: '45:00',
      stoppage: '2:30',
    });
  });

  it('counts remaining time down and stops at zero', () => {
    expect(clockTimeAt({ ...clock, remaining_time: '10:00' }, at(61))?.time).toBe('8:59');
    expect(clockTimeAt({ ...clock, remaining_time: '0:20' }, at(61))?.time).toBe('0:00');
  });

  it('has nothing to show when the feed sends no time', () => {
    expect(clockTimeAt(clock, at(10))).toBeNull();
  });
});
