import { describe, expect, it } from 'vitest';
import { takeAuthLink } from './auth-links';

describe('takeAuthLink', () => {
  it('opens the modal of a modal query value and removes only that parameter', () => {
    const url = new URL('http://web.test/live?modal=signUp&sport=football');
    expect(takeAuthLink(url)).toEqual({ modal: 'signUp', token: null });
    expect(url.toString()).toBe('http://web.test/live?sport=football');
  });

  it('opens the modal of a hash link and removes the hash', () => {
    const url = new URL('http://web.test/de/live#signIn');
    expect(takeAuthLink(url)).toEqual({ modal: 'signIn', token: null });
    expect(url.hash).toBe('');
  });

  it('opens edit password with the reset token and removes it', () => {
    const url = new URL('http://web.test/?reset_password_token=abcDEF12_-');
    expect(takeAuthLink(url)).toEqual({ modal: 'passwordEdit', token: 'abcDEF12_-' });
    expect(url.search).toBe('');
  });

  it('leaves unknown values and other anchors in the address', () => {
    const url = new URL('http://web.test/match?modal=deposit#betBuilder');
    expect(takeAuthLink(url)).toBeNull();
    expect(url.toString()).toBe('http://web.test/match?modal=deposit#betBuilder');
  });

  it('does not let an address open the internal modals', () => {
    expect(takeAuthLink(new URL('http://web.test/#missingFields'))).toBeNull();
    expect(takeAuthLink(new URL('http://web.test/?modal=phoneVerification'))).toBeNull();
  });
});
