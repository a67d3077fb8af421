import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-client';
import { httpErrorContext } from './http-error-context';

describe('httpErrorContext (SPEC §8: URL and bodies attached to HTTP-client errors)', () => {
  it('attaches the response URL, the response body and the request body', () => {
    const error = new ApiRequestError(422, null, 'http://localhost:4200/api/v3/bets', {
      requestBody: { bets: [{ stake: { value: 100 } }] },
      responseBody: { code: 'stake_too_high', message: 'Stake too high' },
    });
    expect(httpErrorContext(error)).toEqual({
      url: 'http://localhost:4200/api/v3/bets',
      status: 422,
      request_body: { bets: [{ stake: { value: 100 } }] },
      response_body: { code: 'stake_too_high', message: 'Stake too high' },
    });
  });

  it('never sends passwords or tokens, and cuts long bodies', () => {
    const error = new ApiRequestError(400, null, 'http://localhost:4100/api/users/password', {
      requestBody: { password: 'hunter22', user: { reset_password_token: 'abc' }, note: 'x'.repeat(5000) },
    });
    const context = httpErrorContext(error);
    expect(JSON.stringify(context)).not.toContain('hunter22');
    expect(String(context?.request_body)).toMatch(/… \(\d+ characters\)$/);
    const short = httpErrorContext(new ApiRequestError(400, null, 'u', { requestBody: { password: 'p' } }));
    expect(short?.request_body).toEqual({ password: '[redacted]' });
  });

  it('attaches nothing to an error that is not an HTTP-client error', () => {
    expect(httpErrorContext(new Error('plain'))).toBeNull();
    expect(httpErrorContext('text')).toBeNull();
  });
});
