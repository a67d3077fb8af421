import type { AuthStatus, SiteConfig } from '@sportsbook/contract';
import type { AuthModal } from '@/platform/session';

/** What decides whether an auth modal may open. */
export interface AuthGate {
  config: Pick<SiteConfig, 'sign_in_allowed' | 'sign_up_allowed' | 'blocked_country_codes'>;
  status: AuthStatus;
  /** The visitor's country (ISO 3166 alpha-2) when the edge told us, else null. */
  countryCode: string | null;
}

/**
 * Whether `modal` may open (SPEC §5): sign-in and sign-up only when the site allows them, the player is not
 * logged in, and the visitor's country is not on the matching blocked list. Other modals always may.
 */
export function authModalAllowed(modal: AuthModal, gate: AuthGate): boolean {
  if (modal !== 'signIn' && modal !== 'signUp') return true;
  if (gate.status === 'logged_in') return false;
  const allowed = modal === 'signIn' ? gate.config.sign_in_allowed : gate.config.sign_up_allowed;
  if (!allowed) return false;
  const blocked =
    modal === 'signIn'
      ? gate.config.blocked_country_codes.sign_in
      : gate.config.blocked_country_codes.sign_up;
  const country = gate.countryCode?.toUpperCase() ?? null;
  return !(country && blocked.some((code) => code.toUpperCase() === country));
}
