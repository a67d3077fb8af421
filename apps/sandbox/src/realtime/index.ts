export { HUB_DEFAULTS, RealtimeHub } from './hub';
export type { HubOptions } from './hub';
export { CentrifugoHttpPublisher, EmbeddedHubPublisher, createPublisher } from './publisher';
export type { RealtimePublisher } from './publisher';
export { mintConnectionToken, mintSubscriptionToken, verifyToken } from './tokens';
export { CloseCode, ErrorCode } from './protocol';
