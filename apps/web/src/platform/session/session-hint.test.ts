import { afterEach, describe, expect, it } from 'vitest';
import { followSessionHint } from './session-hint';
import { SESSION_HINT_COOKIE, isVisitorRequest } from './session-hint-cookie';
import { dispatchSession, resetSessionForTests } from './session-store';
import { profileFixture } from './testing/player-fixtures';

function hinted(): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${SESSION_HINT_COOKIE}=1`));
}

function signIn() {
  dispatchSession({ type: 'bearer', bearer: 'b' });
  dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
}

let stop = () => {};
afterEach(() => {
  stop();
  resetSessionForTests();
  document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
});

describe("the web origin's note of a signed-in player (decision 0048)", () => {
  it('is written when a player settles signed in and removed when the session settles as a visitor', () => {
    stop = followSessionHint();
    dispatchSession({ type: 'pending' });
    expect(hinted()).toBe(false);
    signIn();
    expect(hinted()).toBe(true);
    dispatchSession({ type: 'signed-out', expired: false });
    expect(hinted()).toBe(false);
  });

  it('leaves the note while the session is still being found out', () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    stop = followSessionHint();
    dispatchSession({ type: 'pending' });
    expect(hinted()).toBe(true);
    dispatchSession({ type: 'not-logged-in' });
    expect(hinted()).toBe(false);
  });

  it('lets the server draw a visitor only for a request without the note', () => {
    expect(isVisitorRequest(new Map())).toBe(true);
    expect(isVisitorRequest(new Map([[SESSION_HINT_COOKIE, '1']]))).toBe(false);
  });
});
