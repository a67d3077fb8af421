export { HUB_DEFAULTS, RealtimeHub } from './hub';
export type { HubLogger, HubOptions } from './hub';
export { CentrifugoHttpPublisher, EmbeddedHubPublisher, createPublisher } from './publisher';
export type { CentrifugoHttpOptions, RealtimePublisher } from './publisher';
export { TOKEN_ALGORITHMS, mintConnectionToken, mintSubscriptionToken, verifyToken } from './tokens';
export type { TokenClaims, TokenFailure, VerifiedToken, VerifyOptions } from './tokens';
export { CloseCode, ErrorCode, UnsubscribeCode, isValidChannel, parseFrame } from './protocol';
export { ChannelStream } from './history';
export type { StreamPosition } from './history';
