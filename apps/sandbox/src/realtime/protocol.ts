// The subset of Centrifugo's JSON client protocol the hub speaks (shared/CENTRIFUGO.md). One frame carries
// one or more JSON objects joined by `\n`.

/** Reply error codes (CENTRIFUGO.md §5). */
export const ErrorCode = {
  internal: 100,
  unauthorized: 101,
  unknownChannel: 102,
  permissionDenied: 103,
  methodNotFound: 104,
  alreadySubscribed: 105,
  limitExceeded: 106,
  badRequest: 107,
  notAvailable: 108,
  tokenExpired: 109,
  expired: 110,
  tooManyRequests: 111,
  unrecoverablePosition: 112,
} as const;

/** Close codes the hub uses (CENTRIFUGO.md §5): 3000–3499 make the client reconnect, 3500–3999 do not. */
export const CloseCode = {
  shutdown: 3001,
  internal: 3004,
  connectionExpired: 3005,
  slow: 3008,
  forceReconnect: 3011,
  noPong: 3012,
  invalidToken: 3500,
  badRequest: 3501,
  forceDisconnect: 3503,
  permissionDenied: 3507,
} as const;

/** Codes of an `unsubscribe` push (CENTRIFUGO.md §3): below 2500 final, from 2500 the client resubscribes. */
export const UnsubscribeCode = {
  server: 2000,
  insufficientState: 2500,
  subscriptionExpired: 2501,
} as const;

/** The `error` of a reply. */
export interface ReplyError {
  code: number;
  message: string;
  temporary?: boolean;
}

/** Where a client resumes one of its server-side subscriptions on reconnect. */
export interface RecoveryRequest {
  recover?: boolean;
  offset?: number;
  epoch?: string;
}

/** The `connect` command. */
export interface ConnectRequest {
  token?: string;
  data?: unknown;
  name?: string;
  version?: string;
  /** Server-side subscriptions the client recovers, by channel. */
  subs?: Record<string, RecoveryRequest>;
}

/** The `subscribe` command. */
export interface SubscribeRequest extends RecoveryRequest {
  channel: string;
  token?: string;
  flag?: number;
}

/** The result of a subscription, in a `subscribe` reply or a connect reply's `subs`. */
export interface SubscribeResult {
  expires?: true;
  ttl?: number;
  recoverable: true;
  positioned: true;
  epoch: string;
  offset: number;
  was_recovering?: true;
  recovered?: boolean;
  publications?: Publication[];
}

/** The result of a `connect` reply. */
export interface ConnectResult {
  client: string;
  version: string;
  expires?: true;
  ttl?: number;
  ping: number;
  pong: true;
  subs?: Record<string, SubscribeResult>;
}

/** What the hub pushes to a client outside replies. */
export type Push =
  { channel: string; pub: Publication } | { channel: string; unsubscribe: { code: number; reason: string } };

/** A publication as it travels: the data and its offset in the channel's stream. */
export interface Publication {
  data: unknown;
  offset: number;
}

/** A channel name the hub accepts: ASCII `[-a-zA-Z0-9_.:$]`, at most 255 characters (CENTRIFUGO.md §6). */
export function isValidChannel(channel: string): boolean {
  return channel.length <= 255 && /^\$?[a-z0-9_-]+:[-a-zA-Z0-9_.]{2,}$/.test(channel);
}

/** The namespace of a channel: `public:en.updates` → `public`, `$private:en.platform_user.42` → `private`. */
export function namespaceOf(channel: string): string {
  return channel.replace(/^\$/, '').split(':')[0] ?? '';
}
