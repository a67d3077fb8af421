import { PUBLISHED_SECRETS, isDevelopment } from '../config-secrets';

/** The VAPID identity the sandbox signs its pushes with (RFC 8292): a P-256 key pair and a contact. */
export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url: the web app's `applicationServerKey`. */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
  /** A `mailto:` or `https:` contact the push services may reach the sender at. */
  subject: string;
}

/**
 * The key pair development and tests push with when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset. It is in
 * the source, so anyone can sign pushes with it: `config-secrets.ts` lists its private key as published and
 * `resolveVapidKeys` refuses it outside development.
 */
export const DEVELOPMENT_VAPID_KEYS: VapidKeys = {
  publicKey: 'BD9SBvTzeOhDlbMvbKVduvOL_fHLKOPCRlf4x9DnfVb2iJoyZAufYpf0LhRy6ajKs6FlUhTsD_u-w3_g_3WdNq4',
  privateKey: PUBLISHED_SECRETS.find((secret) => secret.startsWith('BldkHNz'))!,
  subject: 'mailto:sandbox@localhost',
};

const PUBLIC_KEY = /^[A-Za-z0-9_-]{87}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

/**
 * The VAPID keys from VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT. Development without them uses the
 * published development pair; anywhere else missing, malformed or published keys stop the start, naming the
 * variable (generate a pair with `npx web-push generate-vapid-keys`).
 */
export function resolveVapidKeys(env: NodeJS.ProcessEnv): VapidKeys {
  const publicKey = env.VAPID_PUBLIC_KEY;
  const privateKey = env.VAPID_PRIVATE_KEY;
  const subject = env.VAPID_SUBJECT ?? DEVELOPMENT_VAPID_KEYS.subject;
  if (!publicKey && !privateKey && isDevelopment(env)) return { ...DEVELOPMENT_VAPID_KEYS, subject };
  const fail = (name: string, problem: string) => {
    throw new Error(
      `${name} ${problem}. Outside development (NODE_ENV=${env.NODE_ENV}) the sandbox needs its own VAPID key ` +
        'pair: `npx web-push generate-vapid-keys`.',
    );
  };
  if (!publicKey || !PUBLIC_KEY.test(publicKey))
    fail('VAPID_PUBLIC_KEY', 'is not a base64url P-256 public key');
  if (!privateKey || !PRIVATE_KEY.test(privateKey))
    fail('VAPID_PRIVATE_KEY', 'is not a base64url P-256 private key');
  if (!isDevelopment(env) && PUBLISHED_SECRETS.includes(privateKey!))
    fail('VAPID_PRIVATE_KEY', 'is the published development key that anyone can push with');
  if (!/^(mailto:|https:)/.test(subject)) fail('VAPID_SUBJECT', 'is not a mailto: or https: address');
  return { publicKey: publicKey!, privateKey: privateKey!, subject };
}
