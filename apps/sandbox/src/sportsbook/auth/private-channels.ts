import { PRIVATE_USER_CHANNEL, channelLocale } from '@sportsbook/contract';
import { ErrorCode } from '../../realtime/protocol';
import type { SportsbookSession } from './session-token';

/** Whether a player may have a subscription token for a channel, and why not when refused. */
export type ChannelDecision = { granted: true } | { granted: false; code: number; message: string };

/**
 * A player may subscribe to their own private channel `$private:{locale}.platform_user.{userId}` in any
 * language they switch to, with the locale as it is published (`pt`, never `br`, SPEC §7), and the id exactly as
 * the hub publishes it (`platform_user.02` is not user 2: the hub would never publish there). Anything else is
 * refused with the code Centrifugo would give the subscription: 103 for someone else's or a public channel.
 */
export function decidePrivateChannel(
  session: Pick<SportsbookSession, 'userId'>,
  channel: string,
): ChannelDecision {
  const match = PRIVATE_USER_CHANNEL.exec(channel);
  if (!match) {
    return channel.startsWith('$')
      ? { granted: false, code: ErrorCode.unknownChannel, message: 'unknown private channel' }
      : { granted: false, code: ErrorCode.permissionDenied, message: 'only private channels take a token' };
  }
  const [, locale, userId] = match;
  if (userId !== String(session.userId))
    return { granted: false, code: ErrorCode.permissionDenied, message: "another player's channel" };
  if (channelLocale(locale!) !== locale)
    return {
      granted: false,
      code: ErrorCode.unknownChannel,
      message: `locale ${locale} is published as ${channelLocale(locale!)}`,
    };
  return { granted: true };
}
