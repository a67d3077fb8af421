import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSportsbook } from './connect';
import type { ConnectOptions, SportsbookConnection } from './connect';

const origin = 'https://sportsbook.example';
let connection: SportsbookConnection | null = null;

afterEach(() => {
  connection?.destroy();
  connection = null;
  document.body.replaceChildren();
});

function connect(options: Partial<ConnectOptions> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  connection = connectSportsbook({ container, url: `${origin}/en`, ...options });
  const frame = connection.iframe.contentWindow!;
  const posted = vi.spyOn(frame, 'postMessage').mockImplementation(() => {});
  /** A message as the sportsbook's frame would send it to the host window. */
  const fromSportsbook = (data: unknown, from = origin, source: unknown = frame) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: from, source: source as Window }));
  return { container, iframe: connection.iframe, posted, fromSportsbook };
}

describe('connectSportsbook', () => {
  it('puts a named frame of the sportsbook in the container', () => {
    const { container, iframe } = connect({ title: 'Sports betting' });
    expect(container.firstElementChild).toBe(iframe);
    expect(iframe.src).toBe(`${origin}/en`);
    expect(iframe.title).toBe('Sports betting');
  });

  it('opens a deep link on the sportsbook origin, never another through the path', () => {
    expect(connect({ path: '/en/live?sport=football' }).iframe.src).toBe(`${origin}/en/live?sport=football`);
    connection?.destroy();
    expect(connect({ path: '//evil.example/phish' }).iframe.src).toBe(`${origin}/`);
  });

  it('sizes the frame to the page the sportsbook reports', () => {
    const { iframe, fromSportsbook } = connect({ initialHeight: 600 });
    expect(iframe.style.blockSize).toBe('600px');
    fromSportsbook({ type: 'sportsbook:page-size-changed', payload: { width: 1000, height: 2345.2 } });
    expect(iframe.style.blockSize).toBe('2346px');
  });

  it('keeps its size when another origin or another window claims a size', () => {
    const { iframe, fromSportsbook } = connect({ initialHeight: 600 });
    fromSportsbook(
      { type: 'sportsbook:page-size-changed', payload: { width: 1, height: 10 } },
      'https://evil.example',
    );
    fromSportsbook(
      { type: 'sportsbook:page-size-changed', payload: { width: 1, height: 10 } },
      origin,
      window,
    );
    expect(iframe.style.blockSize).toBe('600px');
  });

  it("reports navigation inside to the host, and forwards the host's to the sportsbook", () => {
    const onNavigate = vi.fn();
    const { posted, fromSportsbook } = connect({ onNavigate });
    fromSportsbook({ type: 'sportsbook:page-loaded', payload: { path: '/en/live' } });
    expect(onNavigate).toHaveBeenCalledWith('/en/live');
    connection!.navigate('/results');
    expect(posted).toHaveBeenLastCalledWith(
      { type: 'sportsbook:navigate', payload: { path: '/results' } },
      origin,
    );
  });

  it('tells the sportsbook which messages the host handles once it has loaded', () => {
    const { posted, fromSportsbook } = connect({ handlers: { 'sportsbook:deposit': vi.fn() } });
    fromSportsbook({ type: 'sportsbook:initialized', payload: { version: '1', protocol: '1' } });
    const [message, target] = posted.mock.calls.at(-1)!;
    expect(target).toBe(origin);
    expect((message as { payload: { types: string[] } }).payload.types).toEqual(
      expect.arrayContaining(['sportsbook:page-size-changed', 'sportsbook:deposit']),
    );
  });

  it('answers a sign-in request with the token of its auth-token handler', async () => {
    const getSessionToken = vi.fn().mockResolvedValue('fresh-token');
    const onSignIn = vi.fn();
    const { posted, fromSportsbook } = connect({
      getSessionToken,
      handlers: { 'sportsbook:sign-in': onSignIn },
    });
    fromSportsbook({ type: 'sportsbook:sign-in', payload: { sessionExpired: true } });
    await vi.waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        { type: 'sportsbook:session', payload: { token: 'fresh-token' } },
        origin,
      ),
    );
    expect(getSessionToken).toHaveBeenCalledWith({ sessionExpired: true });
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('falls back to the sign-in handler when the auth-token handler has no token', async () => {
    const onSignIn = vi.fn();
    const { fromSportsbook } = connect({
      getSessionToken: () => null,
      handlers: { 'sportsbook:sign-in': onSignIn },
    });
    fromSportsbook({ type: 'sportsbook:sign-in', payload: { sessionExpired: false } });
    await vi.waitFor(() => expect(onSignIn).toHaveBeenCalledWith({ sessionExpired: false }));
  });

  it('sends locale, theme, token and sign-out to the sportsbook origin only', () => {
    const { posted } = connect();
    connection!.setLocale('de');
    connection!.setTheme('light');
    connection!.setSessionToken('t0k3n');
    connection!.signOut();
    expect(posted.mock.calls).toEqual([
      [{ type: 'sportsbook:set-locale', payload: { locale: 'de' } }, origin],
      [{ type: 'sportsbook:set-theme', payload: { theme: 'light' } }, origin],
      [{ type: 'sportsbook:session', payload: { token: 't0k3n' } }, origin],
      [{ type: 'sportsbook:sign-out', payload: {} }, origin],
    ]);
  });

  it('removes the frame and hears nothing more when destroyed', () => {
    const onNavigate = vi.fn();
    const { container, fromSportsbook } = connect({ onNavigate });
    connection!.destroy();
    fromSportsbook({ type: 'sportsbook:page-loaded', payload: { path: '/en' } });
    expect(container.children).toHaveLength(0);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
