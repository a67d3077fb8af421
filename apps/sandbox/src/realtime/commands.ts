import type { ChannelPolicy } from './channel-policy';
import { channelRefusal, servesChannel } from './channel-policy';
import type { Fanout } from './fanout';
import { CloseCode, ErrorCode, UnsubscribeCode, methodOf, parseFrame } from './protocol';
import type {
  Command,
  ConnectResult,
  Push,
  RecoveryRequest,
  SubscribeRequest,
  SubscribeResult,
} from './protocol';
import type { HubSession } from './session';
import type { SubscriptionRegistry } from './subscription-registry';
import { verifyToken } from './tokens';
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

function isObject<T>(value: T | null | undefined): value is T {
  return typeof value === 'object' && value !== null;
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

  async #handle(session: HubSession, command: Command): Promise<void> {
    const method = methodOf(command);
    if (method === 'pong') return session.pong();
    if (method === 'send') return;
    if (method === 'connect') return this.#connect(session, command);
    if (!session.connected) {
      session.socket.close(CloseCode.badRequest, 'bad request');
      return;
    }
    switch (method) {
      case 'subscribe':
        if (!isObject(command.subscribe))
          return session.error(command.id, { code: ErrorCode.badRequest, message: 'bad request' });
        return this.#subscribe(session, command.id, command.subscribe);
      case 'unsubscribe':
        this.#unsubscribe(session, command.unsubscribe?.channel ?? '');
        return session.reply(command.id, 'unsubscribe', {});
      case 'refresh':
        return this.#refresh(session, command.id, command.refresh?.token ?? '');
      case 'sub_refresh':
        if (!isObject(command.sub_refresh))
          return session.error(command.id, { code: ErrorCode.badRequest, message: 'bad request' });
        return this.#subRefresh(session, command.id, command.sub_refresh);
      default:
        return session.error(command.id, { code: ErrorCode.notAvailable, message: 'not available' });
    }
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

  async #connect(session: HubSession, command: Command): Promise<void> {
    if (session.connected)
      return session.error(command.id, { code: ErrorCode.badRequest, message: 'already connected' });
    const token = command.connect?.token;
    let claims: VerifiedToken = { sub: '' };
    if (token) {
      const verified = await this.#verify(token);
      if (!this.#config.alive(session)) return;
      if (verified === 'expired')
        return session.error(command.id, { code: ErrorCode.tokenExpired, message: 'token expired' });
      // NOTE: a subscription token (it names a channel) is no connection token.
      if (verified === 'invalid' || verified.channel !== undefined) {
        session.socket.close(CloseCode.invalidToken, 'invalid token');
        return;
      }
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
      subs[channel] = this.#join(session, channel, command.connect?.subs?.[channel] ?? {});
    }
    const result: ConnectResult = {
      client: session.id,
      version: 'sandbox',
      ping: session.pingSeconds(),
      pong: true,
      ...session.ttlFields(claims.exp),
      ...(Object.keys(subs).length > 0 ? { subs } : {}),
    };
    session.reply(command.id, 'connect', result);
  }

  #verify(token: string): ReturnType<typeof verifyToken> {
    return verifyToken(token, this.#config.tokenSecret, { now: this.#config.now });
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
      const verified = await this.#verify(request.token);
      if (!this.#config.alive(session)) return;
      if (verified === 'expired')
        return session.error(id, { code: ErrorCode.tokenExpired, message: 'token expired' });
      if (verified === 'invalid')
        return session.error(id, { code: ErrorCode.permissionDenied, message: 'permission denied' });
      if (verified.channel !== channel || verified.sub !== session.userId) {
        session.socket.close(CloseCode.invalidToken, 'invalid token');
        return;
      }
      exp = verified.exp;
    } else if (!this.#config.channels.isPublic(channel)) {
      return session.error(id, { code: ErrorCode.permissionDenied, message: 'permission denied' });
    }
    // NOTE: commands run one at a time per connection, so nothing subscribed the channel during the await.
    const result = this.#join(session, channel, request);
    this.#scheduleSubscriptionExpiry(session, channel, exp);
    session.reply(id, 'subscribe', { ...result, ...session.ttlFields(exp) });
  }

  /**
   * Adds a subscriber to a channel and says where its stream stands: with a recovery request, the
   * publications after the client's position when the history still holds them all (`recovered`), else the
   * current top for the client to start over from.
   */
  #join(session: HubSession, channel: string, recovery: RecoveryRequest): SubscribeResult {
    const stream = this.#config.registry.stream(channel);
    const recovering = recovery.recover === true;
    const offset = recovery.offset ?? 0;
    const missed = recovering && recovery.epoch ? stream.since({ offset, epoch: recovery.epoch }) : null;
    this.#config.fanout.beforeJoin(session);
    this.#config.registry.add(session, channel);
    return {
      recoverable: true,
      positioned: true,
      epoch: stream.epoch,
      offset: missed ? offset : stream.top,
      ...(recovering ? { was_recovering: true as const, recovered: missed !== null } : {}),
      ...(missed && missed.length > 0 ? { publications: missed } : {}),
    };
  }

  #unsubscribe(session: HubSession, channel: string): void {
    this.#config.registry.remove(session, channel);
    session.clearSubscriptionExpiry(channel);
  }

  async #refresh(session: HubSession, id: number | undefined, token: string): Promise<void> {
    const verified = await this.#verify(token);
    if (!this.#config.alive(session)) return;
    if (verified === 'expired')
      return session.error(id, { code: ErrorCode.tokenExpired, message: 'token expired' });
    if (verified === 'invalid' || verified.channel !== undefined || verified.sub !== session.userId) {
      session.socket.close(CloseCode.invalidToken, 'invalid token');
      return;
    }
    session.scheduleExpiry(verified.exp);
    session.reply(id, 'refresh', session.ttlFields(verified.exp));
  }

  async #subRefresh(
    session: HubSession,
    id: number | undefined,
    request: { channel: string; token: string },
  ): Promise<void> {
    if (!session.channels.has(request.channel))
      return session.error(id, { code: ErrorCode.permissionDenied, message: 'permission denied' });
    const verified = await this.#verify(request.token);
    if (!this.#config.alive(session)) return;
    if (verified === 'expired')
      return session.error(id, { code: ErrorCode.tokenExpired, message: 'token expired' });
    if (verified === 'invalid' || verified.channel !== request.channel || verified.sub !== session.userId) {
      session.socket.close(CloseCode.invalidToken, 'invalid token');
      return;
    }
    // NOTE: the subscription may have expired during the await; a refresh does not bring it back.
    if (!session.channels.has(request.channel))
      return session.error(id, { code: ErrorCode.permissionDenied, message: 'permission denied' });
    this.#scheduleSubscriptionExpiry(session, request.channel, verified.exp);
    session.reply(id, 'sub_refresh', session.ttlFields(verified.exp));
  }
}
