import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { resolveOptions } from './config';
import { MIN_SECRET_BYTES, PUBLISHED_SECRETS } from './config-secrets';
import { DEVELOPMENT_VAPID_KEYS } from './push/vapid-config';

const STRONG = 'x'.repeat(MIN_SECRET_BYTES);
const vapid = webpush.generateVAPIDKeys();
const production = (secrets: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  REALTIME_TOKEN_SECRET: STRONG,
  SPORTSBOOK_SESSION_SECRET: STRONG,
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  ...secrets,
});

describe('signing secrets outside development', () => {
  it('refuses to start without SPORTSBOOK_SESSION_SECRET or REALTIME_TOKEN_SECRET, naming the variable', () => {
    const { SPORTSBOOK_SESSION_SECRET: _session, ...noSession } = production();
    expect(() => resolveOptions({}, noSession)).toThrow(/^SPORTSBOOK_SESSION_SECRET is not set/);
    const { REALTIME_TOKEN_SECRET: _realtime, ...noRealtime } = production();
    expect(() => resolveOptions({}, noRealtime)).toThrow(/^REALTIME_TOKEN_SECRET is not set/);
    expect(() => resolveOptions({}, production({ REALTIME_TOKEN_SECRET: '' }))).toThrow(/not set/);
  });

  it('refuses the published development defaults, although they are long enough', () => {
    for (const published of PUBLISHED_SECRETS) {
      expect(Buffer.byteLength(published)).toBeGreaterThanOrEqual(MIN_SECRET_BYTES);
      expect(() => resolveOptions({}, production({ SPORTSBOOK_SESSION_SECRET: published }))).toThrow(
        /^SPORTSBOOK_SESSION_SECRET is a published default/,
      );
      expect(() => resolveOptions({}, production({ REALTIME_TOKEN_SECRET: published }))).toThrow(
        /^REALTIME_TOKEN_SECRET is a published default/,
      );
    }
  });

  it('refuses a secret shorter than 32 bytes and accepts one of 32', () => {
    const short = 'x'.repeat(MIN_SECRET_BYTES - 1);
    expect(() => resolveOptions({}, production({ SPORTSBOOK_SESSION_SECRET: short }))).toThrow(
      'SPORTSBOOK_SESSION_SECRET is 31 bytes long, shorter than 32',
    );
    // 11 three-byte characters are 33 bytes: the length counts bytes, not characters.
    expect(
      resolveOptions({}, production({ REALTIME_TOKEN_SECRET: '€'.repeat(11) })).realtimeTokenSecret,
    ).toBe('€'.repeat(11));
    expect(resolveOptions({}, production()).sportsbookSessionSecret).toBe(STRONG);
  });

  it('treats every NODE_ENV but development and test as production, and checks secrets given as overrides', () => {
    expect(() => resolveOptions({}, { NODE_ENV: 'staging' })).toThrow(/SECRET is not set/);
    expect(() =>
      resolveOptions(
        { sportsbookSessionSecret: 'short' },
        production({ SPORTSBOOK_SESSION_SECRET: undefined }),
      ),
    ).toThrow(/SPORTSBOOK_SESSION_SECRET is 5 bytes long/);
  });

  it('stops the sandbox process at start with the reason when NODE_ENV=production has no secrets', async () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const { SPORTSBOOK_SESSION_SECRET: _s, REALTIME_TOKEN_SECRET: _r, ...env } = process.env;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...env,
        NODE_ENV: 'production',
        PLATFORM_PORT: '0',
        SPORTSBOOK_PORT: '0',
        SANDBOX_DATA_DIR: 'memory',
      },
      timeout: 15_000,
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/The sandbox did not start: \w+_SECRET is not set/),
    });
  });
});

describe('the VAPID keys pushes are signed with', () => {
  it('outside development refuses missing keys and the published development pair, naming the variable', () => {
    const { VAPID_PRIVATE_KEY: _private, ...noPrivate } = production();
    expect(() => resolveOptions({}, noPrivate)).toThrow(/^VAPID_PRIVATE_KEY is not a base64url/);
    expect(() =>
      resolveOptions(
        {},
        production({
          VAPID_PUBLIC_KEY: DEVELOPMENT_VAPID_KEYS.publicKey,
          VAPID_PRIVATE_KEY: DEVELOPMENT_VAPID_KEYS.privateKey,
        }),
      ),
    ).toThrow(/^VAPID_PRIVATE_KEY is the published development key/);
    expect(resolveOptions({}, production()).vapid).toMatchObject(vapid);
  });

  it('in development pushes with the published pair when none is set, and with the one given when set', () => {
    expect(resolveOptions({}, { NODE_ENV: 'development' }).vapid).toEqual(DEVELOPMENT_VAPID_KEYS);
    const own = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
    expect(resolveOptions({}, own).vapid).toMatchObject(vapid);
  });
});

describe('signing secrets in development and tests', () => {
  it('generates a random 32-byte secret per process when none is set', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const options = resolveOptions({}, { NODE_ENV });
      expect(Buffer.from(options.sportsbookSessionSecret, 'base64url')).toHaveLength(32);
      expect(options.realtimeTokenSecret).not.toBe(options.sportsbookSessionSecret);
      expect(PUBLISHED_SECRETS).not.toContain(options.sportsbookSessionSecret);
      // NOTE: one start's apps and the tokens a test signs must agree, so the secret is made once per process.
      expect(resolveOptions({}, {}).sportsbookSessionSecret).toBe(options.sportsbookSessionSecret);
    }
  });

  it('uses the secret it is given, whatever its length', () => {
    expect(resolveOptions({}, { SPORTSBOOK_SESSION_SECRET: 'dev' }).sportsbookSessionSecret).toBe('dev');
  });
});
