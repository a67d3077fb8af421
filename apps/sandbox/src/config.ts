import { fileURLToPath } from 'node:url';
import { resolveSecret } from './config-secrets';
import type { LoggingOptions } from './logging/root-logger';
import { resolveVapidKeys } from './push/vapid-config';
import type { VapidKeys } from './push/vapid-config';

/** Everything the sandbox can be started with; each option defaults from the environment. */
export interface SandboxOptions {
  platformPort: number;
  sportsbookPort: number;
  /** Port of the operator demo page (OPERATOR_DEMO_PORT, default 4300; `off` serves none). */
  operatorDemoPort: number | null;
  host: string;
  webOrigin: string;
  databaseUrl: string | undefined;
  dataDir: string;
  reset: boolean;
  control: boolean;
  seed: number;
  sitesDir: string;
  /** HMAC secret of the real-time connection and subscription tokens (shared with Centrifugo when used). */
  realtimeTokenSecret: string;
  /** HMAC secret of the sportsbook bearer tokens the platform issues (SPORTSBOOK_SESSION_SECRET). */
  sportsbookSessionSecret: string;
  /** How many times faster than real time the world's clock runs (SANDBOX_SPEED, 1 = real time). */
  speed: number;
  /** Failed sign-ins in a row that lock a platform account (PLATFORM_MAX_FAILED_SIGN_INS, default 5). */
  platformMaxFailedSignIns: number;
  /** Whether the live simulator runs (SANDBOX_SIMULATE=0 turns it off, for tests that publish themselves). */
  simulate: boolean;
  /**
   * Whether placement draws jackpot hits by chance (SANDBOX_JACKPOT_DRAWS=0 turns it off, so browser tests'
   * balances are not moved by a lucky bet; hits then come only from the control API).
   */
  jackpotDraws: boolean;
  /**
   * Whether the simulator's providers drop out now and then (SANDBOX_PROVIDER_OUTAGES=0 turns it off, so a
   * browser test's slip is not made unavailable by chance; outages then come only from the control API).
   */
  providerOutages: boolean;
  /** LOG_LEVEL, LOG_FORMAT (`json` or `pretty`) and SANDBOX_LOG_FILE. */
  logging: LoggingOptions;
  /** The key pair web pushes are signed with (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
  vapid: VapidKeys;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`Invalid port: ${value}`);
  return parsed;
}

/**
 * Reads the options from environment variables (see README.md), filling in what `overrides` does not set. Throws,
 * naming the variable, when a signing secret is missing, published or short outside development
 * (`config-secrets.ts`).
 */
export function resolveOptions(overrides: Partial<SandboxOptions> = {}, env = process.env): SandboxOptions {
  return {
    platformPort: port(env.PLATFORM_PORT, 4100),
    sportsbookPort: port(env.SPORTSBOOK_PORT, 4200),
    operatorDemoPort: env.OPERATOR_DEMO_PORT === 'off' ? null : port(env.OPERATOR_DEMO_PORT, 4300),
    host: env.SANDBOX_HOST ?? 'localhost',
    webOrigin: env.WEB_ORIGIN ?? 'http://localhost:3000',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.SANDBOX_DATA_DIR ?? `${repoRoot}.data/sandbox`,
    reset: env.SANDBOX_RESET === '1',
    control: env.SANDBOX_CONTROL === '1',
    seed: Number(env.SANDBOX_SEED ?? 1),
    sitesDir: fileURLToPath(new URL('../sites', import.meta.url)),
    speed: Number(env.SANDBOX_SPEED ?? 1) > 0 ? Number(env.SANDBOX_SPEED ?? 1) : 1,
    simulate: env.SANDBOX_SIMULATE !== '0',
    jackpotDraws: env.SANDBOX_JACKPOT_DRAWS !== '0',
    providerOutages: env.SANDBOX_PROVIDER_OUTAGES !== '0',
    logging: {
      level: env.LOG_LEVEL ?? 'info',
      format: env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json',
      file: env.SANDBOX_LOG_FILE || undefined,
    },
    platformMaxFailedSignIns: Math.max(1, Math.floor(Number(env.PLATFORM_MAX_FAILED_SIGN_INS ?? 5)) || 5),
    ...overrides,
    realtimeTokenSecret: resolveSecret(
      'REALTIME_TOKEN_SECRET',
      overrides.realtimeTokenSecret ?? env.REALTIME_TOKEN_SECRET,
      env,
    ),
    sportsbookSessionSecret: resolveSecret(
      'SPORTSBOOK_SESSION_SECRET',
      overrides.sportsbookSessionSecret ?? env.SPORTSBOOK_SESSION_SECRET,
      env,
    ),
    vapid: overrides.vapid ?? resolveVapidKeys(env),
  };
}
