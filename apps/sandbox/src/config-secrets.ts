import { randomBytes } from 'node:crypto';

/** The secrets the sandbox signs tokens with, by environment variable. */
export type SecretName = 'SPORTSBOOK_SESSION_SECRET' | 'REALTIME_TOKEN_SECRET';

/** Shortest secret accepted outside development: HS256 wants a key at least as long as its 32-byte hash. */
export const MIN_SECRET_BYTES = 32;

/**
 * Secrets that were ever published as defaults in this repository. Anyone who read the source can sign with
 * them, so they are refused even though they are long enough.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'sandbox-realtime-secret-change-me',
  'sandbox-sportsbook-session-secret-change-me',
  // The development VAPID private key (push/vapid-config.ts).
  'BldkHNzJxFBo1rG95Kgn005LQDvMVARkgzUslHBMtPM',
];

// NOTE: one random secret per process and name, so that every resolveOptions() of one start (the server, and a
// test file signing tokens for its app) agrees; a restart signs everyone out, which development can afford.
const developmentSecrets = new Map<SecretName, string>();

/**
 * Whether the process runs for development or tests, where a missing secret is generated: NODE_ENV
 * `development`, `test` or unset (`npm start`, the browser tests and the benchmarks set none). Anything else,
 * `production` first of all, must bring its own secrets.
 */
export function isDevelopment(env: NodeJS.ProcessEnv): boolean {
  return !env.NODE_ENV || env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

function weakness(value: string | undefined): string | null {
  if (!value) return 'is not set';
  if (PUBLISHED_SECRETS.includes(value)) return 'is a published default that anyone can sign tokens with';
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < MIN_SECRET_BYTES) return `is ${bytes} bytes long, shorter than ${MIN_SECRET_BYTES}`;
  return null;
}

/**
 * The secret to sign `name`'s tokens with. In development a missing one is a random 32 bytes made once per
 * process; elsewhere a missing, published or short secret stops the start with a message naming the variable.
 */
export function resolveSecret(name: SecretName, value: string | undefined, env: NodeJS.ProcessEnv): string {
  if (isDevelopment(env)) {
    if (value) return value;
    let generated = developmentSecrets.get(name);
    if (!generated) {
      generated = randomBytes(MIN_SECRET_BYTES).toString('base64url');
      developmentSecrets.set(name, generated);
    }
    return generated;
  }
  const problem = weakness(value);
  if (problem)
    throw new Error(
      `${name} ${problem}. Outside development (NODE_ENV=${env.NODE_ENV}) the sandbox needs a random secret of ` +
        `at least ${MIN_SECRET_BYTES} bytes, e.g. \`openssl rand -base64 32\`.`,
    );
  return value!;
}
