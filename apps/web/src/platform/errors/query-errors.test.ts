import { CancelledError } from '@tanstack/react-query';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { JACKPOT_QUERY_META, handleQueryError, setQueryErrorAlert } from './query-errors';
import { setErrorReporter } from './report-error';

const reported = vi.fn();
const restore = setErrorReporter(reported);
afterEach(() => reported.mockClear());
afterAll(restore);

describe('the global query and mutation error handler (SPEC §8)', () => {
  it('ignores cancelled requests', () => {
    handleQueryError(new CancelledError(), undefined, 'query.sports');
    expect(reported).not.toHaveBeenCalled();
  });

  it('reports other errors with the query they came from', () => {
    const error = Object.assign(new Error('Request failed with status 500'), { status: 500 });
    handleQueryError(error, undefined, 'query.sports');
    expect(reported).toHaveBeenCalledExactlyOnceWith({ source: 'query.sports', error });
  });

  it('does not report an error its caller flagged to skip', () => {
    handleQueryError(new Error('shown to the player'), { errorReport: { skip: true } }, 'mutation.favourite');
    expect(reported).not.toHaveBeenCalled();
  });

  it("applies the jackpot rule through the jackpot queries' meta", () => {
    handleQueryError(Object.assign(new Error('gone'), { status: 404 }), JACKPOT_QUERY_META, 'query.jackpots');
    expect(reported).not.toHaveBeenCalled();
    handleQueryError(
      Object.assign(new Error('bad gateway'), { status: 502 }),
      JACKPOT_QUERY_META,
      'query.jackpots',
    );
    expect(reported).toHaveBeenCalledOnce();
  });

  it('shows the error alert only when the caller asks for it', () => {
    const alert = vi.fn();
    const uninstall = setQueryErrorAlert(alert);
    handleQueryError(new Error('a'), undefined, 'query.a');
    expect(alert).not.toHaveBeenCalled();
    handleQueryError(new Error('b'), { errorReport: { alert: true } }, 'query.b');
    expect(alert).toHaveBeenCalledOnce();
    uninstall();
  });
});
