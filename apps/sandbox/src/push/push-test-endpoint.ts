import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebPushSubscription } from '@sportsbook/contract';

/** A push a test's push service received: its headers and its body as sent (encrypted). */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/**
 * A push service on a local port and a browser's side of a subscription to it (its P-256 key pair and auth
 * secret), so a test can send real pushes and read them as the browser would. `status` is what it answers.
 */
export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const auth = randomBytes(16);
  const endpoint = { status: 201 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(endpoint.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const subscription: WebPushSubscription = {
    endpoint: `http://127.0.0.1:${port}/push/device-1`,
    keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  return {
    endpoint,
    received,
    subscription,
    /**
     * Decrypts a push body as the browser does (RFC 8291 over RFC 8188 aes128gcm, one record): the header
     * carries the salt and the sender's public key; the keys come from both public keys and the auth secret.
     */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = browser.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), senderKey]);
      const ikm = hkdf(auth, shared, keyInfo, 32);
      const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
