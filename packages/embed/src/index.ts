// The host-page SDK: what an operator's page uses to embed the sportsbook and talk to it (SPEC §7).
export * from './connect';
export * from './channel';
export { EMBED_PROTOCOL_VERSION } from '@sportsbook/contract';
export type { EmbedInboundMessage, EmbedOutboundMessage } from '@sportsbook/contract';
