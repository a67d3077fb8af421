import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { mintConnectionToken, mintSubscriptionToken, verifyToken } from './tokens';

const secret = 'token-test-secret';

describe('tokens', () => {
  it('verifies a connection token it minted, with its user and expiry', async () => {
    const verified = await verifyToken(await mintConnectionToken(secret, '42', 60), secret);
    expect(verified).toMatchObject({ sub: '42' });
    expect(typeof verified === 'object' && verified.exp! > Date.now() / 1000).toBe(true);
  });

  it('carries the channel of a subscription token', async () => {
    const verified = await verifyToken(
      await mintSubscriptionToken(secret, '42', '$private:en.platform_user.42', 60),
      secret,
    );
    expect(verified).toMatchObject({ sub: '42', channel: '$private:en.platform_user.42' });
  });

  it('reports an expired token as expired', async () => {
    expect(await verifyToken(await mintConnectionToken(secret, '42', -5), secret)).toBe('expired');
  });

  it('reports a token signed with another secret as invalid', async () => {
    expect(await verifyToken(await mintConnectionToken('other', '42', 60), secret)).toBe('invalid');
  });

  it('refuses unsigned tokens and other algorithms', async () => {
    const unsigned = new UnsecuredJWT({ sub: '42' }).encode();
    expect(await verifyToken(unsigned, secret)).toBe('invalid');
    expect(await verifyToken('not.a.token', secret)).toBe('invalid');
  });

  it('treats expire_at 0 as never expiring', async () => {
    const token = await new SignJWT({ expire_at: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .sign(new TextEncoder().encode(secret));
    expect(await verifyToken(token, secret)).toEqual({ sub: '7' });
  });
});
