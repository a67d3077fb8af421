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

export interface EmbedOptions {
  /** The embedded sportsbook's window (`iframe.contentWindow`). */
  frame: MessageTarget;
  /** The sportsbook's origin: messages from any other origin are ignored, and ours are sent only there. */
  sportsbookOrigin: string;
  /** The host window to listen on; `window` in a browser. */
  host: MessageSource;
}

type Handler<T extends EmbedOutboundMessage['type']> = (
  payload: Extract<EmbedOutboundMessage, { type: T }>['payload'],
) => void;

/** A live connection between a host page and the sportsbook it embeds. */
export interface SportsbookEmbed {
  /** Calls `handler` for each message of `type`; returns the unsubscribe function. */
  on<T extends EmbedOutboundMessage['type']>(type: T, handler: Handler<T>): () => void;
  /** Sends a message to the sportsbook (a session token, a navigation …). */
  send(message: EmbedInboundMessage): void;
  /** Stops listening. */
  destroy(): void;
}

/**
 * Connects a host page to an embedded sportsbook: typed, validated messages in both directions, from and to the
 * sportsbook's origin only (SPEC §5: cross-window messages are accepted only from the allowed origin).
 */
export function connectSportsbook({ frame, sportsbookOrigin, host }: EmbedOptions): SportsbookEmbed {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();

  function onMessage(event: MessageEvent) {
    if (event.origin !== sportsbookOrigin) return;
    const data: unknown = event.data;
    if (
      typeof data !== 'object' ||
      data === null ||
      !String((data as { type?: unknown }).type).startsWith(EMBED_MESSAGE_PREFIX)
    )
      return;
    const parsed = EmbedOutboundMessage.safeParse(data);
    if (!parsed.success) return;
    for (const handler of handlers.get(parsed.data.type) ?? []) handler(parsed.data.payload);
  }

  host.addEventListener('message', onMessage);

  return {
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (payload: unknown) => void);
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
