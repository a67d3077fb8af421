import { PRIVATE_USER_CHANNEL, PUBLIC_CHANNEL } from '@sportsbook/contract';
import { ErrorCode, isValidChannel } from './protocol';
import type { ReplyError } from './protocol';

/** Which channels the hub serves, and which of them a client may subscribe to without a subscription token. */
export interface ChannelPolicy {
  /** The hub publishes to it and a client may subscribe to it (with a token unless it is public). */
  serves(channel: string): boolean;
  /** Open to any connection, visitors included, without a subscription token. */
  isPublic(channel: string): boolean;
}

/**
 * The product's channels (the contract's names): public catalogue and match updates, and players' private
 * channels. NOTE: any other name is refused before it costs memory, so a client cannot make the hub keep a
 * history for each name it invents.
 */
export const productChannelPolicy: ChannelPolicy = {
  serves: (channel) => PUBLIC_CHANNEL.test(channel) || PRIVATE_USER_CHANNEL.test(channel),
  isPublic: (channel) => PUBLIC_CHANNEL.test(channel),
};

/**
 * Why a subscription to `channel` is refused before any token is looked at, or undefined: 107 for a name
 * outside the protocol's rules, 102 for a channel the hub does not serve (as Centrifugo answers an unknown
 * namespace).
 */
export function channelRefusal(policy: ChannelPolicy, channel: unknown): ReplyError | undefined {
  if (typeof channel !== 'string' || !isValidChannel(channel))
    return { code: ErrorCode.badRequest, message: 'bad request' };
  if (!policy.serves(channel)) return { code: ErrorCode.unknownChannel, message: 'unknown channel' };
  return undefined;
}

/** A valid channel name the policy serves: the hub publishes to it and grants it to clients. */
export function servesChannel(policy: ChannelPolicy, channel: string): boolean {
  return isValidChannel(channel) && policy.serves(channel);
}
