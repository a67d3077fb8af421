import { AUTH_MODALS } from '@/platform/session';
import type { AuthModal } from '@/platform/session';

/** The modals the `modal` query value and the hash links of SPEC §2.1 may open. */
const LINKABLE: readonly AuthModal[] = [
  'signIn',
  'signUp',
  'confirmation',
  'passwordEdit',
  'passwordNew',
  'unlock',
];

/** Query parameter that opens an auth modal (SPEC §2.1). */
export const MODAL_PARAM = 'modal';
/** Query parameter with the password-reset token; it opens edit password (SPEC §2.1). */
export const RESET_PASSWORD_TOKEN_PARAM = 'reset_password_token';

function linkable(value: string | null): AuthModal | null {
  const modal = AUTH_MODALS.find((name) => name === value);
  return modal && LINKABLE.includes(modal) ? modal : null;
}

/** An auth modal an address asks for, and the address without what asked for it. */
export interface AuthLink {
  modal: AuthModal;
  token: string | null;
}

/**
 * Reads `?modal=`, `?reset_password_token=` and the `#signIn`… hash links of SPEC §2.1 from `url` and removes
 * them from it (in place). The reset token wins: it opens edit password with the token. Unknown values are left
 * in the address untouched.
 */
export function takeAuthLink(url: URL): AuthLink | null {
  let link: AuthLink | null = null;
  const token = url.searchParams.get(RESET_PASSWORD_TOKEN_PARAM);
  if (token) {
    url.searchParams.delete(RESET_PASSWORD_TOKEN_PARAM);
    link = { modal: 'passwordEdit', token };
  }
  const fromQuery = linkable(url.searchParams.get(MODAL_PARAM));
  if (fromQuery) {
    url.searchParams.delete(MODAL_PARAM);
    link ??= { modal: fromQuery, token: null };
  }
  const fromHash = linkable(url.hash.replace(/^#/, ''));
  if (fromHash) {
    url.hash = '';
    link ??= { modal: fromHash, token: null };
  }
  return link;
}
