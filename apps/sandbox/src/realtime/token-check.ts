import { CloseCode, ErrorCode } from './protocol';
import type { ReplyError } from './protocol';
import type { HubSession } from './session';
import { verifyToken } from './tokens';
import type { VerifiedToken } from './tokens';

/** What the hub checks tokens with: its secret, its clock, and whether a session is still open. */
export interface TokenCheckContext {
  tokenSecret: string;
  now: () => number;
  alive(session: HubSession): boolean;
}

/** What a command expects of its token; anything else closes the connection with 3500 invalid token. */
export interface TokenExpectation {
  /** The channel a subscription token must name exactly; undefined for a connection token, which names none. */
  channel: string | undefined;
  /** The user the token must be for (the connection's); undefined when the token sets it (connect). */
  user?: string;
  /** The reply for a token whose signature or claims do not verify, instead of closing (subscribe: 103). */
  invalidReply?: ReplyError;
}

/**
 * Verifies the token of command `id` as `expected` and answers for it when it does not pass: an expired token
 * gets 109 (the client fetches a new one), an invalid one closes the connection with 3500 (or gets
 * `invalidReply`), a token for another channel or user closes it. Returns the claims when the command may go
 * on, undefined when it was answered or the connection closed during the check.
 */
export async function checkToken(
  context: TokenCheckContext,
  session: HubSession,
  id: number | undefined,
  token: string,
  expected: TokenExpectation,
): Promise<VerifiedToken | undefined> {
  const verified = await verifyToken(token, context.tokenSecret, { now: context.now });
  if (!context.alive(session)) return undefined;
  if (verified === 'expired') {
    session.error(id, { code: ErrorCode.tokenExpired, message: 'token expired' });
    return undefined;
  }
  if (verified === 'invalid' && expected.invalidReply) {
    session.error(id, expected.invalidReply);
    return undefined;
  }
  // NOTE: a subscription token (it names a channel) is no connection token, and the reverse.
  const matches =
    verified !== 'invalid' &&
    verified.channel === expected.channel &&
    (expected.user === undefined || verified.sub === expected.user);
  if (!matches) {
    session.socket.close(CloseCode.invalidToken, 'invalid token');
    return undefined;
  }
  return verified;
}
