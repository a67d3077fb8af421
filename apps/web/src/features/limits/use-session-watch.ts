'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { SessionLimitState } from '@sportsbook/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { reportError } from '@/platform/errors/report-error';
import { dispatchSession, signOut } from '@/platform/session';
import { setRealtimeBearer } from '@/platform/realtime/realtime-instance';
import { getSessionLimitsQueryOptions, sessionLimitsKey } from './api/get-session-limits';

/** What the session watch asks the player, if anything. */
export type SessionPrompt =
  | { kind: 'none' }
  | { kind: 'reality-check'; state: SessionLimitState }
  | { kind: 'session-limit'; state: SessionLimitState };

/** The prompt a session-limit answer calls for: the session limit first, then a due reality check. */
export function sessionPromptOf(
  state: SessionLimitState | undefined,
  answered: string | null,
): SessionPrompt {
  if (!state) return { kind: 'none' };
  if (state.session_limit?.reached) return { kind: 'session-limit', state };
  if (state.period && state.period.started_at !== answered) return { kind: 'reality-check', state };
  return { kind: 'none' };
}

/**
 * Polls the session-limit query for the signed-in player (SPEC §4, §9) and turns its answer into the prompt to
 * show. Continue answers `POST /sportsbook_sessions/continue` (a new period starts; the fresh bearer is used);
 * Leave signs out.
 */
export function useSessionWatch(userId: number) {
  const context = useApiContext();
  const queryClient = useQueryClient();
  const query = useQuery(getSessionLimitsQueryOptions(context, userId, true));
  const [answered, setAnswered] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function continuePlaying() {
    setBusy(true);
    try {
      const { token, expires_at } = await apiRequest(
        routeRefs.platform.continueSportsbookSession,
        {},
        context,
      );
      setAnswered(query.data?.period?.started_at ?? null);
      dispatchSession({ type: 'bearer', bearer: token, expiresAt: expires_at });
      setRealtimeBearer(token);
      await queryClient.invalidateQueries({ queryKey: sessionLimitsKey(userId) });
    } catch (error) {
      // A session limit the jurisdiction does not let one continue past ends the session: sign out.
      if (error instanceof ApiRequestError && error.status === 403)
        await signOut(context, { expired: false });
      else reportError({ source: 'limits.continue', error });
    } finally {
      setBusy(false);
    }
  }

  return {
    state: query.data,
    prompt: sessionPromptOf(query.data, answered),
    busy,
    continuePlaying,
    leave: () => signOut(context),
  };
}
