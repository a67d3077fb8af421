import { EMBED_MESSAGE_PREFIX, EmbedOutboundMessage } from '@sportsbook/contract';
import type { EmbedInboundMessage } from '@sportsbook/contract';

/** The part of a window the SDK needs: listening for messages and removing the listener. */
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The part of the sportsbook frame the SDK posts to. */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface ChannelOptions {
  /** The embedded sportsbook's window (`iframe.contentWindow`): only messages it sent are heard. */
  frame: MessageTarget;
  /** The sportsbook's origin: messages from any other origin are ignored, and ours are sent only there. */
  sportsbookOrigin: string;
  /** The host window to listen on; `window` in a browser. */
  host: MessageSource;
}

/** The type of a message the sportsbook sends (`sportsbook:page-loaded` …). */
export type SportsbookMessageType = EmbedOutboundMessage['type'];

/** The payload of the sportsbook's message of `T`. */
export type SportsbookPayload<T extends SportsbookMessageType> = Extract<
  EmbedOutboundMessage,
  { type: T }
>['payload'];

/** A handler of the sportsbook's messages of `T`. */
export type SportsbookHandler<T extends SportsbookMessageType> = (payload: SportsbookPayload<T>) => void;

/** A live, typed conversation between a host page and the sportsbook frame it embeds. */
export interface SportsbookChannel {
  /** Calls `handler` for each message of `type`; returns the unsubscribe function. */
  on<T extends SportsbookMessageType>(type: T, handler: SportsbookHandler<T>): () => void;
  /** Sends a message to the sportsbook (a session token, a navigation …). */
  send(message: EmbedInboundMessage): void;
  /** Stops listening. */
  destroy(): void;
}

function isOurs(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  return String((data as { type?: unknown }).type).startsWith(EMBED_MESSAGE_PREFIX);
}

/**
 * Opens a conversation with an embedded sportsbook: typed messages in both directions, heard only from the frame's
 * window and the sportsbook's origin, each checked against the contract (SPEC §5; Kambi's widget API checks
 * origin and source alike), and sent to the sportsbook's origin only.
 *
 * The handshake: the sportsbook says `initialized` when it has loaded, and the channel answers `listening` with
 * the messages the host has handlers for, again whenever that set changes. A sportsbook told that the host handles
 * `deposit` hands its deposit buttons to the host's cashier instead of offering its own (SPEC §5).
 */
export function openChannel({ frame, sportsbookOrigin, host }: ChannelOptions): SportsbookChannel {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  let initialized = false;

  function announceListening() {
    if (!initialized) return;
    const types = [...handlers].filter(([, set]) => set.size > 0).map(([type]) => type);
    frame.postMessage({ type: `${EMBED_MESSAGE_PREFIX}listening`, payload: { types } }, sportsbookOrigin);
  }

  function onMessage(event: MessageEvent) {
    if (event.origin !== sportsbookOrigin || event.source !== frame || !isOurs(event.data)) return;
    const parsed = EmbedOutboundMessage.safeParse(event.data);
    if (!parsed.success) return;
    if (parsed.data.type === `${EMBED_MESSAGE_PREFIX}initialized`) {
      // NOTE: a reload of the frame says it again, and is told again.
      initialized = true;
      announceListening();
    }
    for (const handler of [...(handlers.get(parsed.data.type) ?? [])]) handler(parsed.data.payload);
  }

  host.addEventListener('message', onMessage);

  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      const added = set.size === 0;
      set.add(handler as (payload: unknown) => void);
      handlers.set(type, set);
      if (added) announceListening();
      return () => {
        set.delete(handler as (payload: unknown) => void);
        if (set.size === 0) announceListening();
      };
    },
    send(message) {
      frame.postMessage(message, sportsbookOrigin);
    },
    destroy() {
      host.removeEventListener('message', onMessage);
      handlers.clear();
    },
  };
}
