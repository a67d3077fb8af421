import type { ConnectRequest, SubscribeRequest } from './protocol';

// The client commands of a frame, read once from the wire JSON into a union the hub dispatches on by `kind`
// (shared/CENTRIFUGO.md §2). On the wire a command is an object with an `id` and exactly one method key.

/** Methods of Centrifugo's protocol the hub does not offer: answered with 108 not available. */
const UNOFFERED = ['publish', 'presence', 'presence_stats', 'history', 'rpc'] as const;

/** Methods the hub answers, each read into its own kind. */
const OFFERED = ['connect', 'subscribe', 'unsubscribe', 'refresh', 'sub_refresh'] as const;

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** One client command, read and checked. */
export type ClientCommand =
  /** The empty object: the answer to a server ping. */
  | { kind: 'pong' }
  /** An asynchronous message, which the hub ignores. */
  | { kind: 'send' }
  | { kind: 'connect'; id: number | undefined; request: ConnectRequest }
  | { kind: 'subscribe'; id: number | undefined; request: SubscribeRequest }
  | { kind: 'unsubscribe'; id: number | undefined; channel: string }
  | { kind: 'refresh'; id: number | undefined; token: string }
  | { kind: 'sub_refresh'; id: number | undefined; channel: string; token: string }
  | { kind: 'not_offered'; id: number | undefined; method: (typeof UNOFFERED)[number] }
  /** A method key the protocol does not have (104). */
  | { kind: 'unknown'; id: number | undefined; method: string }
  /** A known method with fields of the wrong shape, or several methods in one command (107). */
  | { kind: 'malformed'; id: number | undefined; reason: string };

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optional(value: unknown, type: 'string' | 'number' | 'boolean'): boolean {
  return value === undefined || typeof value === type;
}

function isRecovery(value: Fields): boolean {
  return (
    optional(value.recover, 'boolean') && optional(value.offset, 'number') && optional(value.epoch, 'string')
  );
}

function readConnect(body: Fields): ConnectRequest | undefined {
  if (!optional(body.token, 'string') || !optional(body.name, 'string') || !optional(body.version, 'string'))
    return undefined;
  if (body.subs !== undefined) {
    if (!isFields(body.subs)) return undefined;
    for (const position of Object.values(body.subs))
      if (!isFields(position) || !isRecovery(position)) return undefined;
  }
  return body as ConnectRequest;
}

function readSubscribe(body: Fields): SubscribeRequest | undefined {
  const { channel } = body;
  if (typeof channel !== 'string' || !optional(body.token, 'string') || !optional(body.flag, 'number'))
    return undefined;
  return isRecovery(body) ? { ...(body as Omit<SubscribeRequest, 'channel'>), channel } : undefined;
}

/** Reads one command object; anything but a well-formed command of a known method says why. */
export function parseCommand(value: Fields): ClientCommand {
  const { id: rawId, ...methods } = value;
  const id = typeof rawId === 'number' && Number.isInteger(rawId) && rawId >= 0 ? rawId : undefined;
  const keys = Object.keys(methods);
  if (rawId !== undefined && id === undefined)
    return { kind: 'malformed', id, reason: 'id is not a command id' };
  if (keys.length === 0) return { kind: 'pong' };
  const [method = ''] = keys;
  if (keys.length > 1) return { kind: 'malformed', id, reason: `several methods: ${keys.join(', ')}` };
  const body = methods[method];
  if (method === 'send') return { kind: 'send' };
  if (isOneOf(UNOFFERED, method)) return { kind: 'not_offered', id, method };
  if (!isOneOf(OFFERED, method)) return { kind: 'unknown', id, method };
  const malformed: ClientCommand = {
    kind: 'malformed',
    id,
    reason: `${method} has fields of the wrong shape`,
  };
  if (!isFields(body)) return malformed;
  switch (method) {
    case 'connect': {
      const request = readConnect(body);
      return request ? { kind: 'connect', id, request } : malformed;
    }
    case 'subscribe': {
      const request = readSubscribe(body);
      return request ? { kind: 'subscribe', id, request } : malformed;
    }
    case 'unsubscribe':
      return typeof body.channel === 'string'
        ? { kind: 'unsubscribe', id, channel: body.channel }
        : malformed;
    case 'refresh':
      return typeof body.token === 'string' ? { kind: 'refresh', id, token: body.token } : malformed;
    case 'sub_refresh':
      return typeof body.channel === 'string' && typeof body.token === 'string'
        ? { kind: 'sub_refresh', id, channel: body.channel, token: body.token }
        : malformed;
  }
}

/**
 * Splits a frame into its newline-joined commands, each read by `parseCommand`. A line that is not a JSON
 * object makes the whole frame invalid (null): the hub then closes the connection (3501).
 */
export function parseFrame(frame: string): ClientCommand[] | null {
  const commands: ClientCommand[] = [];
  for (const line of frame.split('\n')) {
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return null;
    }
    if (!isFields(value)) return null;
    commands.push(parseCommand(value));
  }
  return commands;
}
