import { EMBED_MESSAGE_PREFIX, EmbedInboundMessage } from '@sportsbook/contract';
import type { EmbedOutboundMessage, EmbedOutboundType } from '@sportsbook/contract';

/** The part of a window the bridge needs: its parent, and listening for messages. */
export interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

interface HostState {
  /** The host page's origin, once it has spoken; null before. */
  origin: string | null;
  /** The messages the host said it handles (`listening`). */
  listening: ReadonlySet<string>;
}

const NOBODY: HostState = { origin: null, listening: new Set() };
let state: HostState = NOBODY;
let target: { window: BridgeWindow; allowedOrigins: readonly string[] } | null = null;
const subscribers = new Set<() => void>();

function setState(next: HostState) {
  state = next;
  for (const subscriber of subscribers) subscriber();
}

/**
 * Sends a message to the page that frames the sportsbook: to the host's origin once it has spoken, before that
 * to each allowed origin (the browser delivers it only to the one the parent has). Not framed: nothing is sent.
 */
export function postToHost(message: EmbedOutboundMessage): void {
  if (!target) return;
  const origins = state.origin ? [state.origin] : target.allowedOrigins;
  for (const origin of origins) target.window.parent.postMessage(message, origin);
}

/**
 * Opens the conversation with a host page when the sportsbook is framed (SPEC §7 cross-window messages): says
 * `initialized`, and hears the host's messages from the site's allowed origins only (SPEC §5), keeping what it
 * says it listens for. Returns the function that ends it.
 */
export function startHostBridge(window: BridgeWindow, allowedOrigins: readonly string[], version: string) {
  target = { window, allowedOrigins };
  function onMessage(event: MessageEvent) {
    if (event.source !== window.parent || !allowedOrigins.includes(event.origin)) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    if (!String((data as { type?: unknown }).type).startsWith(EMBED_MESSAGE_PREFIX)) return;
    const parsed = EmbedInboundMessage.safeParse(data);
    if (!parsed.success) return;
    if (parsed.data.type === `${EMBED_MESSAGE_PREFIX}listening`)
      setState({ origin: event.origin, listening: new Set(parsed.data.payload.types) });
  }
  window.addEventListener('message', onMessage);
  postToHost({ type: `${EMBED_MESSAGE_PREFIX}initialized`, payload: { version } });
  return () => {
    window.removeEventListener('message', onMessage);
    target = null;
    setState(NOBODY);
  };
}

/** Whether the host page said it handles messages of `type`. */
export function hostListensFor(type: EmbedOutboundType): boolean {
  return state.listening.has(type);
}

/** Calls `subscriber` whenever what the host listens for changes; returns the unsubscribe function. */
export function subscribeToHost(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}
