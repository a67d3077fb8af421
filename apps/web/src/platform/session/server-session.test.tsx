import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerSession } from './server-session';
import type { SessionState } from './session-state';
import { INITIAL_SESSION, VISITOR_SESSION } from './session-state';
import { dispatchSession, getSession, resetSessionForTests } from './session-store';
import { useSessionSelector } from './use-session-selector';
import { useSession } from './use-session';

function isVisitor(session: SessionState): boolean {
  return session.status === 'not_logged_in';
}

/** A whole-session reader and a slice reader that write down every status they render with. */
function readers() {
  const whole: string[] = [];
  const slice: boolean[] = [];
  function Whole() {
    const { status } = useSession();
    whole.push(status);
    return <output>{status}</output>;
  }
  function Slice() {
    const visitor = useSessionSelector(isVisitor);
    slice.push(visitor);
    return <output>{String(visitor)}</output>;
  }
  return { whole, slice, Whole, Slice };
}

/** The server's HTML of the page and then its hydration in the browser, as Next does it. */
async function hydrateAsServed(visitor: boolean) {
  const { whole, slice, Whole, Slice } = readers();
  const page = (
    <ServerSession visitor={visitor}>
      <Whole />
      <Slice />
    </ServerSession>
  );
  const html = renderToString(page);
  // NOTE: the server's render ran in this window too; the browser's session starts unknown, as on a new page.
  resetSessionForTests();
  whole.length = 0;
  slice.length = 0;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return { whole, slice, errors, html, container };
}

afterEach(() => {
  act(() => resetSessionForTests());
  document.body.innerHTML = '';
});

describe('ServerSession', () => {
  it("hydrates a visitor's page settled: each reader renders once, with the server's session", async () => {
    const page = await hydrateAsServed(true);
    expect(page.html).toContain('not_logged_in');
    expect(page.errors).toEqual([]);
    expect(getSession()).toBe(VISITOR_SESSION);
    expect(page.whole).toEqual(['not_logged_in']);
    expect(page.slice).toEqual([true]);
    // The platform's 403 that confirms it moves nothing (the reducer keeps the state).
    act(() => dispatchSession({ type: 'not-logged-in' }));
    expect(page.whole).toEqual(['not_logged_in']);
  });

  it('hydrates a page the server could not tell unknown, and the session moves after it', async () => {
    const page = await hydrateAsServed(false);
    expect(page.errors).toEqual([]);
    expect(getSession()).toBe(INITIAL_SESSION);
    act(() => dispatchSession({ type: 'pending' }));
    act(() => dispatchSession({ type: 'not-logged-in' }));
    expect(page.whole).toEqual(['unknown', 'pending', 'not_logged_in']);
    expect(page.slice).toEqual([false, true]);
  });

  it("leaves a session the browser already knows: a later page's shell does not seed it again", () => {
    act(() => dispatchSession({ type: 'pending' }));
    renderToString(
      <ServerSession visitor>
        <span />
      </ServerSession>,
    );
    expect(getSession().status).toBe('pending');
  });
});
