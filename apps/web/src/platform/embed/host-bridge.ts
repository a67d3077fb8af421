import type { EmbedInboundMessage, EmbedOutboundMessage, EmbedOutboundType } from '@sportsbook/contract';

// NOTE: this module holds no message shapes: every feature posts through it, so it is in each page's first-load
// JavaScript. Checking the host's messages against the contract (zod) is host-listener's, loaded when framed.

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

/** Starts talking to the framing window: `postToHost` writes to it from now on. */
export function openHostChannel(window: BridgeWindow, allowedOrigins: readonly string[]): void {
  target = { window, allowedOrigins };
}

/** The host at `origin` said which messages it handles (`listening`). */
export function hostSaidListening(origin: string, types: readonly string[]): void {
  setState({ origin, listening: new Set(types) });
}

/** Stops talking to the framing window and forgets the host. */
export function closeHostChannel(): void {
  target = null;
  setState(NOBODY);
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
