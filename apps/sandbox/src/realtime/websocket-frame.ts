import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';

/** A text message ready to go: its UTF-8 payload and the same bytes framed as one unmasked WebSocket frame. */
export interface EncodedMessage {
  payload: Buffer;
  frame: Buffer;
}

/** Frames a server-to-client text message (RFC 6455 §5.2: FIN, opcode 1, no mask). */
export function encodeTextMessage(text: string): EncodedMessage {
  const payload = Buffer.from(text);
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return { payload, frame };
}

// NOTE: the parts of `ws` internals the fast path relies on; without them (another version) it is not taken.
interface WebSocketInternals {
  _socket?: Duplex | null;
  _sender?: { _state?: number; _queue?: unknown[] };
}

/** Whether framed bytes can go straight to the socket now: `ws` has nothing of its own queued ahead of them. */
export function acceptsFramedBytes(socket: WebSocket): boolean {
  const internals = socket as unknown as WebSocketInternals;
  const sender = internals._sender;
  return Boolean(internals._socket) && sender?._state === 0 && sender._queue?.length === 0;
}

/**
 * Sends an encoded message on an open socket. NOTE: the fan-out writes the same frame to thousands of sockets,
 * so the already framed bytes go straight to the TCP socket (one write, nothing allocated per client) whenever
 * `ws` has nothing of its own queued ahead (it queues only while compressing, which the hub does not); otherwise
 * `ws` frames it as usual. Either way the order of messages on the socket is kept.
 */
export function sendEncoded(socket: WebSocket, message: EncodedMessage): void {
  if (acceptsFramedBytes(socket)) {
    (socket as unknown as WebSocketInternals)._socket!.write(message.frame);
    return;
  }
  socket.send(message.payload, { binary: false });
}
