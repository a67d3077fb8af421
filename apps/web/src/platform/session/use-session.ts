'use client';

import { useSyncExternalStore } from 'react';
import { getAuthPrompt, subscribeAuthPrompt } from './auth-prompt';
import type { AuthPrompt } from './auth-prompt';
import { useServerSession } from './server-session-context';
import type { SessionState } from './session-state';
import { getSession, subscribeSession } from './session-store';

/**
 * The session for components: `{status, player, bearer, sessionExpired}`; while server rendering and
 * hydrating, the one the server drew the page with (unknown, or a visitor's: decision 0048).
 */
export function useSession(): SessionState {
  const onServer = useServerSession();
  return useSyncExternalStore(subscribeSession, getSession, () => onServer);
}

const CLOSED_PROMPT: AuthPrompt = { modal: null, sessionExpired: false, token: null };

/** The open auth modal for components. */
export function useAuthPrompt(): AuthPrompt {
  return useSyncExternalStore(subscribeAuthPrompt, getAuthPrompt, () => CLOSED_PROMPT);
}
