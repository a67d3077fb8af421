import { openChannel } from './channel';
import type { SportsbookChannel, SportsbookHandler, SportsbookMessageType } from './channel';

/** Every handler an operator can pass up front, by message type (`'sportsbook:deposit'` …). */
export type SportsbookHandlers = { [T in SportsbookMessageType]?: SportsbookHandler<T> };

export interface ConnectOptions {
  /** The element of the host page the sportsbook's frame is put in. */
  container: HTMLElement;
  /** The sportsbook's address (`https://sportsbook.example/en`); its origin is the only one heard and written to. */
  url: string;
  /** A path on the sportsbook to open first instead of the address's own (a deep link the host kept). */
  path?: string;
  /** The frame's accessible name; `Sportsbook` unless given. */
  title?: string;
  /** The frame's height until the sportsbook reports its page's (CSS pixels). */
  initialHeight?: number;
  /** Size the frame to the sportsbook's page, so the host page scrolls it (default true). */
  autoResize?: boolean;
  /** Bring the frame into view when a dialog opens in it (default true): a tall frame draws it at its top. */
  scrollToDialogs?: boolean;
  /** Called with each page the player reaches inside (SPEC §7 page-loaded), for the host's own address bar. */
  onNavigate?: (path: string) => void;
  /**
   * The host's auth-token handler (Betby's "token expired → a new token"): when the sportsbook asks for a sign-in,
   * a token it resolves to is handed over (`session`) instead; null falls back to `sportsbook:sign-in`.
   */
  getSessionToken?: (request: { sessionExpired: boolean }) => Promise<string | null> | string | null;
  /** Handlers of the sportsbook's messages; more can be added with `on`. */
  handlers?: SportsbookHandlers;
  /** The host window (`window`); tests pass another. */
  window?: Window;
}

/** An embedded sportsbook: its frame, its messages, and what the host can tell it. */
export interface SportsbookConnection {
  readonly iframe: HTMLIFrameElement;
  on: SportsbookChannel['on'];
  send: SportsbookChannel['send'];
  /** Opens a page of the sportsbook (`/live`, or a path `onNavigate` gave). */
  navigate(path: string): void;
  /** Hands the player's session over after the host signed them in or renewed it. */
  setSessionToken(token: string): void;
  setLocale(locale: string): void;
  setTheme(theme: 'dark' | 'light'): void;
  signOut(): void;
  /** Removes the frame and stops listening. */
  destroy(): void;
}

function startAddress(url: string, path: string | undefined): URL {
  const address = new URL(url);
  if (path !== undefined) {
    // NOTE: a path only, on the sportsbook's origin: `//elsewhere` or a full URL cannot move the frame away.
    const target = new URL(path.startsWith('/') && !path.startsWith('//') ? path : '/', address.origin);
    return target;
  }
  return address;
}

/**
 * Puts the sportsbook into the host page (SPEC §1 embedding, §7 cross-window messages): creates its frame in
 * `container`, sizes it to the sportsbook's page as it changes, reports its navigation and hears the host's,
 * hands tokens over, and removes it all on `destroy`.
 */
export function connectSportsbook(options: ConnectOptions): SportsbookConnection {
  const host = options.window ?? window;
  const address = startAddress(options.url, options.path);
  const iframe = host.document.createElement('iframe');
  iframe.title = options.title ?? 'Sportsbook';
  iframe.src = address.toString();
  iframe.allow = 'clipboard-write; fullscreen';
  iframe.style.cssText = `display:block;inline-size:100%;border:0;block-size:${options.initialHeight ?? 800}px`;
  options.container.append(iframe);
  const frame = iframe.contentWindow;
  if (!frame) throw new Error('connectSportsbook: the container is not in a document');

  const channel = openChannel({ frame, sportsbookOrigin: address.origin, host });
  const stops: (() => void)[] = [];
  const own = <T extends SportsbookMessageType>(type: T, handler: SportsbookHandler<T>) =>
    stops.push(channel.on(type, handler));

  if (options.autoResize ?? true)
    own('sportsbook:page-size-changed', ({ height }) => {
      iframe.style.blockSize = `${Math.ceil(height)}px`;
    });
  if (options.scrollToDialogs ?? true)
    own('sportsbook:notify-modal-triggered', () => {
      if (iframe.getBoundingClientRect().top < 0) iframe.scrollIntoView({ block: 'start' });
    });
  if (options.onNavigate) {
    const onNavigate = options.onNavigate;
    own('sportsbook:page-loaded', ({ path }) => onNavigate(path));
  }
  const { getSessionToken } = options;
  const handlers = { ...options.handlers };
  if (getSessionToken) {
    const onSignIn = handlers['sportsbook:sign-in'];
    delete handlers['sportsbook:sign-in'];
    own('sportsbook:sign-in', (request) => {
      void Promise.resolve(getSessionToken(request)).then((token) => {
        if (token) channel.send({ type: 'sportsbook:session', payload: { token } });
        else onSignIn?.(request);
      });
    });
  }
  for (const [type, handler] of Object.entries(handlers))
    if (handler) own(type as SportsbookMessageType, handler as SportsbookHandler<SportsbookMessageType>);

  return {
    iframe,
    on: channel.on,
    send: channel.send,
    navigate: (path) => channel.send({ type: 'sportsbook:navigate', payload: { path } }),
    setSessionToken: (token) => channel.send({ type: 'sportsbook:session', payload: { token } }),
    setLocale: (locale) => channel.send({ type: 'sportsbook:set-locale', payload: { locale } }),
    setTheme: (theme) => channel.send({ type: 'sportsbook:set-theme', payload: { theme } }),
    signOut: () => channel.send({ type: 'sportsbook:sign-out', payload: {} }),
    destroy() {
      for (const stop of stops.splice(0)) stop();
      channel.destroy();
      iframe.remove();
    },
  };
}
