import type { ChannelPolicy } from './channel-policy';
import { channelRefusal, servesChannel } from './channel-policy';
import { parseFrame } from './client-commands';
import type { ClientCommand } from './client-commands';
import type { Fanout } from './fanout';
import { joinPosition } from './history';
import { CloseCode, ErrorCode, UnsubscribeCode } from './protocol';
import type {
  ConnectRequest,
  ConnectResult,
  Push,
  RecoveryRequest,
  SubscribeRequest,
  SubscribeResult,
} from './protocol';
import type { HubSession } from './session';
import type { SubscriptionRegistry } from './subscription-registry';
import { checkToken } from './token-check';
import type { TokenExpectation } from './token-check';
import type { VerifiedToken } from './tokens';

/** What the command handlers need of the hub: its settings, its registry and fan-out, and who is connected. */
export interface CommandsConfig {
  tokenSecret: string;
  allowAnonymous: boolean;
  channelLimit: number;
  channels: ChannelPolicy;
  now: () => number;
  registry: SubscriptionRegistry<HubSession>;
  fanout: Fanout<HubSession>;
  logger?: { warn(context: object, message: string): void } | undefined;
  /** The session is still open; checked after every await, since the socket may close meanwhile. */
  alive(session: HubSession): boolean;
}

/**
 * The client commands of Centrifugo's protocol as the hub answers them (CENTRIFUGO.md §2, §5, §6): connect with
 * its token and server-side subscriptions, subscribe within the channel policy and limit, unsubscribe, and the
 * token refreshes.
 */
export class HubCommands {
  readonly #config: CommandsConfig;

  constructor(config: CommandsConfig) {
    this.#config = config;
  }

  /** Handles one frame of commands from a client, in order. */
  async onFrame(session: HubSession, frame: string): Promise<void> {
    const commands = parseFrame(frame);
    if (!commands) {
      session.socket.close(CloseCode.badRequest, 'bad request');
      return;
    }
    for (const command of commands) {
      if (session.socket.readyState !== session.socket.OPEN) return;
      await this.#handle(session, command);
    }
  }

  async #handle(session: HubSession, command: ClientCommand): Promise<void> {
    if (command.kind === 'pong') return session.pong();
    if (command.kind === 'send') return;
    if (command.kind === 'connect') return this.#connect(session, command.id, command.request);
    if (!session.connected) {
      session.socket.close(CloseCode.badRequest, 'bad request');
      return;
    }
    switch (command.kind) {
      case 'subscribe':
        return this.#subscribe(session, command.id, command.request);
      case 'unsubscribe':
        this.#unsubscribe(session, command.channel);
        return session.reply(command.id, 'unsubscribe', {});
      case 'refresh':
        return this.#refresh(session, command.id, command.token);
      case 'sub_refresh':
        return this.#subRefresh(session, command.id, command.channel, command.token);
      case 'not_offered':
        return session.error(command.id, { code: ErrorCode.notAvailable, message: 'not available' });
      case 'unknown':
        return session.error(command.id, { code: ErrorCode.methodNotFound, message: 'method not found' });
      case 'malformed':
        return session.error(command.id, { code: ErrorCode.badRequest, message: 'bad request' });
      default:
        return command satisfies never;
    }
  }

  #checkToken(
    session: HubSession,
    id: number | undefined,
    token: string,
    expected: TokenExpectation,
  ): Promise<VerifiedToken | undefined> {
    return checkToken(this.#config, session, id, token, expected);
  }

  /** Ends a subscription whose token ran out unrefreshed; the client resubscribes with a new token. */
  #scheduleSubscriptionExpiry(session: HubSession, channel: string, exp: number | undefined): void {
    session.scheduleSubscriptionExpiry(channel, exp, () => {
      this.#unsubscribe(session, channel);
      const push: Push = {
        channel,
        unsubscribe: { code: UnsubscribeCode.subscriptionExpired, reason: 'subscription expired' },
      };
      session.send(JSON.stringify({ push }));
    });
  }

  async #connect(session: HubSession, id: number | undefined, request: ConnectRequest): Promise<void> {
    if (session.connected)
      return session.error(id, { code: ErrorCode.badRequest, message: 'already connected' });
    let claims: VerifiedToken = { sub: '' };
    if (request.token) {
      const verified = await this.#checkToken(session, id, request.token, { channel: undefined });
      if (!verified) return;
      claims = verified;
    } else if (!this.#config.allowAnonymous) {
      session.socket.close(CloseCode.badRequest, 'bad request');
      return;
    }
    session.userId = claims.sub;
    session.connected = true;
    session.scheduleExpiry(claims.exp);
    session.startPings();
    // NOTE: the token's `channels` are server-side subscriptions: granted by the token itself, recovered
    // through the connect command's `subs` when the client comes back. They count towards the channel limit.
    const subs: Record<string, SubscribeResult> = {};
    for (const channel of claims.channels ?? []) {
      if (!servesChannel(this.#config.channels, channel) || session.channels.has(channel)) {
        this.#config.logger?.warn({ channel }, 'connection token names a channel the hub does not serve');
        continue;
      }
      if (session.channels.size >= this.#config.channelLimit) {
        this.#config.logger?.warn({ channel }, 'connection token names more channels than the channel limit');
        break;
      }
      subs[channel] = this.#join(session, channel, request.subs?.[channel] ?? {});
    }
    const result: ConnectResult = {
      client: session.id,
      version: 'sandbox',
      ping: session.pingSeconds(),
      pong: true,
      ...session.ttlFields(claims.exp),
      ...(Object.keys(subs).length > 0 ? { subs } : {}),
    };
    session.reply(id, 'connect', result);
  }

  async #subscribe(session: HubSession, id: number | undefined, request: SubscribeRequest): Promise<void> {
    const { channel } = request;
    const refusal = channelRefusal(this.#config.channels, channel);
    if (refusal) return session.error(id, refusal);
    if (session.channels.has(channel))
      return session.error(id, { code: ErrorCode.alreadySubscribed, message: 'already subscribed' });
    if (session.channels.size >= this.#config.channelLimit)
      return session.error(id, { code: ErrorCode.limitExceeded, message: 'limit exceeded' });
    let exp: number | undefined;
    if (request.token) {
      const verified = await this.#checkToken(session, id, request.token, {
        channel,
        user: session.userId,
        invalidReply: { code: ErrorCode.permissionDenied, message: 'permission denied' },
      });
      if (!verified) return;
      exp = verified.exp;
    } else if (!this.#config.channels.isPublic(channel)) {
      return session.error(id, { code: ErrorCode.permissionDenied, message: 'permission denied' });
    }
    // NOTE: commands run one at a time per connection, so nothing subscribed the channel during the await.
    const result = this.#join(session, channel, request);
    this.#scheduleSubscriptionExpiry(session, channel, exp);
    session.reply(id, 'subscribe', { ...result, ...session.ttlFields(exp) });
  }

  /** Adds a subscriber to a channel and says where its stream stands (recovering what it missed if it can). */
  #join(session: HubSession, channel: string, recovery: RecoveryRequest): SubscribeResult {
    const position = joinPosition(this.#config.registry.stream(channel), recovery);
    this.#config.fanout.beforeJoin(session);
    this.#config.registry.add(session, channel);
    return position;
  }

  #unsubscribe(session: HubSession, channel: string): void {
    this.#config.registry.remove(session, channel);
    session.clearSubscriptionExpiry(channel);
  }

  async #refresh(session: HubSession, id: number | undefined, token: string): Promise<void> {
    const verified = await this.#checkToken(session, id, token, { channel: undefined, user: session.userId });
    if (!verified) return;
    session.scheduleExpiry(verified.exp);
    session.reply(id, 'refresh', session.ttlFields(verified.exp));
  }

  async #subRefresh(
    session: HubSession,
    id: number | undefined,
    channel: string,
    token: string,
  ): Promise<void> {
    const denied = { code: ErrorCode.permissionDenied, message: 'permission denied' };
    if (!session.channels.has(channel)) return session.error(id, denied);
    const verified = await this.#checkToken(session, id, token, { channel, user: session.userId });
    if (!verified) return;
    // NOTE: the subscription may have expired during the await; a refresh does not bring it back.
    if (!session.channels.has(channel)) return session.error(id, denied);
    this.#scheduleSubscriptionExpiry(session, channel, verified.exp);
    session.reply(id, 'sub_refresh', session.ttlFields(verified.exp));
  }
}
