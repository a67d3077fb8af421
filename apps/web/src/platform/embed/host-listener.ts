import { EMBED_MESSAGE_PREFIX, EMBED_PROTOCOL_VERSION, EmbedInboundMessage } from '@sportsbook/contract';
import { closeHostChannel, hostSaidListening, openHostChannel, postToHost } from './host-bridge';
import type { BridgeWindow, HostCommand, HostPolicy } from './host-bridge';

// NOTE: apart from host-bridge and not named by this folder's index: it checks messages with the contract's zod
// shapes, which only a framed page needs, so the embedding feature imports it on demand.

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
  openHostChannel(window, policy.allowedOrigins);
  function onMessage(event: MessageEvent) {
    if (!fromHost(event, window, policy)) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    if (!String((data as { type?: unknown }).type).startsWith(EMBED_MESSAGE_PREFIX)) return;
    const parsed = EmbedInboundMessage.safeParse(data);
    if (!parsed.success) return;
    if (parsed.data.type === `${EMBED_MESSAGE_PREFIX}listening`)
      hostSaidListening(event.origin, parsed.data.payload.types);
    else onCommand(parsed.data);
  }
  window.addEventListener('message', onMessage);
  postToHost({
    type: `${EMBED_MESSAGE_PREFIX}initialized`,
    payload: { version, protocol: EMBED_PROTOCOL_VERSION },
  });
  return () => {
    window.removeEventListener('message', onMessage);
    closeHostChannel();
  };
}
