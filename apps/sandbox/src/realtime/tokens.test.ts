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

  it('carries the info and server-side channels of a connection token', async () => {
    const token = await mintConnectionToken(secret, '42', 60, {
      info: { name: 'Ana' },
      channels: ['public:en.updates'],
    });
    expect(await verifyToken(token, secret)).toMatchObject({
      sub: '42',
      info: { name: 'Ana' },
      channels: ['public:en.updates'],
    });
  });

  it('lets expire_at override an exp that has passed', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ exp: now - 10, expire_at: now + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .sign(new TextEncoder().encode(secret));
    expect(await verifyToken(token, secret)).toEqual({ sub: '7', exp: now + 60 });
  });

  it('reports a token that is not valid yet (nbf ahead) as expired', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setNotBefore(Math.floor(Date.now() / 1000) + 60)
      .sign(new TextEncoder().encode(secret));
    expect(await verifyToken(token, secret)).toBe('expired');
  });

  it('judges expiry by the clock it is given', async () => {
    const token = await mintConnectionToken(secret, '42', 60);
    expect(await verifyToken(token, secret, { now: () => Date.now() + 120_000 })).toBe('expired');
  });

  it('refuses a token whose claims have the wrong types', async () => {
    const token = await new SignJWT({ expire_at: 'tomorrow', channels: 'public:en.updates' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(secret));
    expect(await verifyToken(token, secret)).toBe('invalid');
  });
});
