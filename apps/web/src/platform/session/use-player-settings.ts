'use client';

import type { Settings } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useApiContext } from '../api/use-api-context';
import { playerSettingsQueryOptions } from './settings-query';
import { useSessionSelector } from './use-session-selector';
import type { SessionState } from './session-state';

export { playerSettingsQueryKey, playerSettingsQueryRoot } from './settings-query';

function isSettled(session: SessionState): boolean {
  return session.status === 'logged_in' || session.status === 'not_logged_in';
}

/** The session's sportsbook bearer, a slice for the settings' readers. */
export function bearerOf(session: SessionState): string | null {
  return session.bearer;
}

/**
 * The sportsbook settings (SPEC §3 Settings): quick stakes, provider statuses and rules, the providers allowed
 * per sport type, the section switches. The player's own once signed in, the defaults for visitors; undefined
 * until known.
 */
export function usePlayerSettings(): Settings | undefined {
  const context = useApiContext();
  // NOTE: whether the session settled and its bearer, not the session: the header and the section switches'
  // other readers render again only when one of the two changes (issue 25, Lighthouse TBT).
  const settled = useSessionSelector(isSettled);
  const bearer = useSessionSelector(bearerOf);
  const { data } = useQuery({ ...playerSettingsQueryOptions(context, bearer), enabled: settled });
  return data;
}
