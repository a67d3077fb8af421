import { describe, expect, it } from 'vitest';
import {
  isOutOfLimitError,
  isReportedCallError,
  isReportedIconsError,
  isReportedJackpotError,
} from './report-rules';

const failed = (status: number, message = 'failed') => Object.assign(new Error(message), { status });

describe('response-handling rules of SPEC §8', () => {
  it('does not report jackpot fetch errors for 400, 404 or 500, and reports them otherwise', () => {
    expect([400, 404, 500].map((status) => isReportedJackpotError(failed(status)))).toEqual([
      false,
      false,
      false,
    ]);
    expect([401, 403, 502, 503].map((status) => isReportedJackpotError(failed(status)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isReportedJackpotError(new Error('no status'))).toBe(true);
  });

  it('does not report the error named "User is out of limit", by its name, its message or the server\'s', () => {
    expect(isOutOfLimitError(Object.assign(new Error('limits'), { name: 'User is out of limit' }))).toBe(
      true,
    );
    expect(isOutOfLimitError(new Error('User is out of limit'))).toBe(true);
    const fromServer = Object.assign(new Error('x'), {
      status: 422,
      body: { message: 'User is out of limit' },
    });
    expect(isReportedCallError(fromServer)).toBe(false);
    expect(isReportedCallError(failed(422, 'Stake too high'))).toBe(true);
  });

  it('ignores a failure to fetch the icons when the network failed, and reports it otherwise', () => {
    expect(isReportedIconsError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isReportedIconsError(new Error('The icons answered 500'))).toBe(true);
  });
});
