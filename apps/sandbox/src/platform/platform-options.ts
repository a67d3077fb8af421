/** How the sandbox platform behaves where a real platform would be configured. */
export interface PlatformOptions {
  /** Failed sign-ins in a row after which the account locks and an unlock mail is sent. */
  maxFailedSignIns: number;
  /** Lifetime of a session cookie, in seconds. */
  sessionTtlSeconds: number;
  /** The clock, in milliseconds. */
  now: () => number;
}

/** The platform's defaults: five failed sign-ins lock an account; a session lasts a day. */
export const defaultPlatformOptions: PlatformOptions = {
  maxFailedSignIns: 5,
  sessionTtlSeconds: 24 * 60 * 60,
  now: Date.now,
};

/** The defaults with what the deps override. */
export function platformOptions(overrides: Partial<PlatformOptions> | undefined): PlatformOptions {
  return { ...defaultPlatformOptions, ...overrides };
}
