// The host-page SDK: what an operator's page uses to embed the sportsbook and talk to it (SPEC §7).
import type {
  EmbedInboundMessage as InboundMessage,
  EmbedOutboundMessage as OutboundMessage,
} from '@sportsbook/contract';

export * from './connect';
export * from './channel';
export { EMBED_PROTOCOL_VERSION } from '@sportsbook/contract';

// NOTE: aliases, not re-exports: the contract's names are also its zod schemas, which the SDK does not export,
// and a re-export would put them into the published declarations as values an operator could import.
/** A message the host page sends the sportsbook (`sportsbook:navigate` …). */
export type EmbedInboundMessage = InboundMessage;
/** A message the sportsbook sends the host page (`sportsbook:page-loaded` …). */
export type EmbedOutboundMessage = OutboundMessage;
