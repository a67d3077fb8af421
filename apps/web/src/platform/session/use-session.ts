'use client';

import { useSyncExternalStore } from 'react';
import { getAuthPrompt, subscribeAuthPrompt } from './auth-prompt';
import type { AuthPrompt } from './auth-prompt';
import { INITIAL_SESSION } from './session-state';
import type { SessionState } from './session-state';
import { getSession, subscribeSession } from './session-store';

/** The session for components: `{status, player, bearer, sessionExpired}`; `unknown` while server rendering. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => INITIAL_SESSION);
}

const CLOSED_PROMPT: AuthPrompt = { modal: null, sessionExpired: false, token: null };

/** The open auth modal for components. */
export function useAuthPrompt(): AuthPrompt {
  return useSyncExternalStore(subscribeAuthPrompt, getAuthPrompt, () => CLOSED_PROMPT);
}
