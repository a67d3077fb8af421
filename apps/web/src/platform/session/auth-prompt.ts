/** The auth modals of SPEC §2.5 that the app can open, named as the `modal` query values and hash links of §2.1. */
export const AUTH_MODALS = [
  'signIn',
  'signUp',
  'confirmation',
  'passwordEdit',
  'passwordNew',
  'unlock',
  'phoneVerification',
  'missingFields',
] as const;
export type AuthModal = (typeof AUTH_MODALS)[number];

/** Which auth modal is open, and with what. */
export interface AuthPrompt {
  modal: AuthModal | null;
  /** Sign-in after a session expiry (the form shows the expired notice). */
  sessionExpired: boolean;
  /** The reset-password token for the edit-password form. */
  token: string | null;
}

const CLOSED: AuthPrompt = { modal: null, sessionExpired: false, token: null };

// NOTE: module state so that code outside React (sign-out on a 401, the bet slip) can open a modal.
let prompt: AuthPrompt = CLOSED;
const listeners = new Set<() => void>();

function set(next: AuthPrompt): void {
  prompt = next;
  for (const listener of listeners) listener();
}

/** The open auth modal. */
export function getAuthPrompt(): AuthPrompt {
  return prompt;
}

/** Calls `listener` when an auth modal opens or closes. */
export function subscribeAuthPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Opens an auth modal. The modal host still checks the site settings and the player's state (sign-in and
 * sign-up only for visitors when allowed, SPEC §5) before showing it.
 */
export function openAuthModal(
  modal: AuthModal,
  options: { sessionExpired?: boolean; token?: string | null } = {},
): void {
  set({ modal, sessionExpired: options.sessionExpired ?? false, token: options.token ?? null });
}

/** Closes the open auth modal. */
export function closeAuthModal(): void {
  set(CLOSED);
}

/** Asks a visitor to sign in (placing a bet, adding a favourite …): opens the sign-in modal. */
export function requireSignIn(): void {
  openAuthModal('signIn');
}
