import type { LockoutPolicy } from './auth/lockout';

/** Requests allowed on the routes that take a password or send mail, per window. */
export interface AuthRateLimits {
  /** From one client address (`request.ip`). */
  perClient: number;
  /** From all clients together. */
  global: number;
  /** The window, in milliseconds. */
  windowMs: number;
}

/** How the sandbox platform behaves where a real platform would be configured. */
export interface PlatformOptions extends LockoutPolicy {
  /** Lifetime of a session cookie, in seconds. */
  sessionTtlSeconds: number;
  /** Limits of sign-in, sign-up, password reset and the mailed-link requests. */
  rateLimits: AuthRateLimits;
  /** The clock, in milliseconds. */
  now: () => number;
}

/** Production defaults of the auth rate limits: 30 requests a minute per client, 600 in all. */
export const defaultAuthRateLimits: AuthRateLimits = { perClient: 30, global: 600, windowMs: 60_000 };

/**
 * The platform's defaults: five failed sign-ins lock an account for a minute, each further lock twice as long up
 * to an hour; a session lasts a day.
 */
export const defaultPlatformOptions: PlatformOptions = {
  maxFailedSignIns: 5,
  firstLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  sessionTtlSeconds: 24 * 60 * 60,
  rateLimits: defaultAuthRateLimits,
  now: Date.now,
};

/** The defaults with what the deps override. */
export function platformOptions(overrides: Partial<PlatformOptions> | undefined): PlatformOptions {
  return { ...defaultPlatformOptions, ...overrides };
}

function perMinute(value: string | undefined, fallback: number): number {
  const parsed = Math.floor(Number(value));
  return value !== undefined && value !== '' && parsed >= 1 ? parsed : fallback;
}

/**
 * The auth rate limits from PLATFORM_RATE_LIMIT_PER_CLIENT and PLATFORM_RATE_LIMIT_GLOBAL (requests a minute).
 * NOTE: with the control API on (tests, benchmarks: they sign many players up from one address) the defaults are
 * a hundred times looser; such an instance lets anyone set any balance, so the limits protect nothing there.
 */
export function authRateLimitsFromEnv(env: NodeJS.ProcessEnv, control: boolean): AuthRateLimits {
  const scale = control ? 100 : 1;
  return {
    perClient: perMinute(env.PLATFORM_RATE_LIMIT_PER_CLIENT, defaultAuthRateLimits.perClient * scale),
    global: perMinute(env.PLATFORM_RATE_LIMIT_GLOBAL, defaultAuthRateLimits.global * scale),
    windowMs: 60_000,
  };
}
