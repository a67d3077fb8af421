import { EMBED_MESSAGE_PREFIX, EMBED_PROTOCOL_VERSION, EmbedInboundMessage } from '@sportsbook/contract';
import type { EmbedOutboundMessage, EmbedOutboundType } from '@sportsbook/contract';

/** The part of a window the bridge needs: its parent, and listening for messages. */
export interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Who may talk to the sportsbook from the page that frames it (SPEC §5). */
export interface HostPolicy {
  /** The site's operator origins (`embed.allowed_origins`): the only ones written to before the host speaks. */
  allowedOrigins: readonly string[];
  /** The site hands sessions over by message (`embed.session_handler`): any origin is heard then (SPEC §5). */
  acceptAnyOrigin: boolean;
}

/** A message from the host other than `listening`, which the bridge keeps itself. */
export type HostCommand = Exclude<EmbedInboundMessage, { type: 'sportsbook:listening' }>;

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

/** Whether a message event comes from the framing page and an origin the policy lets speak (SPEC §5). */
function fromHost(event: MessageEvent, window: BridgeWindow, policy: HostPolicy): boolean {
  if (event.source !== window.parent) return false;
  return policy.acceptAnyOrigin || policy.allowedOrigins.includes(event.origin);
}

/**
 * Opens the conversation with a host page when the sportsbook is framed (SPEC §7 cross-window messages): says
 * `initialized`, hears the host's messages from the allowed origins only (or any, with a session handler: SPEC
 * §5), each checked against the contract, keeps what it says it listens for and hands every other command to
 * `onCommand`. Returns the function that ends it.
 */
export function startHostBridge(
  window: BridgeWindow,
  policy: HostPolicy,
  version: string,
  onCommand: (command: HostCommand) => void = () => {},
) {
  target = { window, allowedOrigins: policy.allowedOrigins };
  function onMessage(event: MessageEvent) {
    if (!fromHost(event, window, policy)) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    if (!String((data as { type?: unknown }).type).startsWith(EMBED_MESSAGE_PREFIX)) return;
    const parsed = EmbedInboundMessage.safeParse(data);
    if (!parsed.success) return;
    if (parsed.data.type === `${EMBED_MESSAGE_PREFIX}listening`)
      setState({ origin: event.origin, listening: new Set(parsed.data.payload.types) });
    else onCommand(parsed.data);
  }
  window.addEventListener('message', onMessage);
  postToHost({
    type: `${EMBED_MESSAGE_PREFIX}initialized`,
    payload: { version, protocol: EMBED_PROTOCOL_VERSION },
  });
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

/** Whether a host page has answered (its SDK is there, and so resizes the frame to the page). */
export function hostConnected(): boolean {
  return state.origin !== null;
}

/** Calls `subscriber` whenever what the host listens for changes; returns the unsubscribe function. */
export function subscribeToHost(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}
