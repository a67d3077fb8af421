'use client';

import { useEffect, useState } from 'react';
import { claimUnauthorized, useSession } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { onDemand, useOnDemand } from '@/ui/load-on-demand';
import { useActivityPing } from './use-activity-ping';
import { useSessionWatch } from './use-session-watch';

/** The 401 reason of the activity ping once the player's activity limit is reached. */
export const ACTIVITY_LIMIT_REACHED = 'activity_limit_reached';

// NOTE: the prompts are fetched when one is due, not with every page (issue 25, first load; decision 0031).
export const sessionPromptsCode = onDemand(() => import('./session-prompts'));

function SessionWatch({ userId }: { userId: number }) {
  const { prompt, busy, continuePlaying, leave } = useSessionWatch(userId);
  const actions = { busy, onContinue: () => void continuePlaying(), onLeave: leave };
  const prompts = useOnDemand(sessionPromptsCode, prompt.kind !== 'none');
  if (!prompts) return null;
  return (
    <>
      {prompt.kind === 'reality-check' && <prompts.RealityCheckModal state={prompt.state} {...actions} />}
      {prompt.kind === 'session-limit' && <prompts.SessionLimitModal state={prompt.state} {...actions} />}
    </>
  );
}

function ActivityTracking({ userId }: { userId: number }) {
  useActivityPing(userId);
  return null;
}

/**
 * Responsible gambling in the page (SPEC §4, issue 18), behind its flags: with `responsible_gambling` the
 * session-limit query drives the reality check and the out-of-session-limit prompt (the header shows the
 * session timer, HeaderSessionTimer); with
 * `activity_tracking` the activity ping runs, and the 401 of a reached limit signs out into the limit-reached
 * modal instead of the expired prompt.
 */
export function ResponsibleGamblingRoot() {
  const responsibleGambling = useFeatureFlag('responsible_gambling');
  const activityTracking = useFeatureFlag('activity_tracking');
  const session = useSession();
  const userId = session.status === 'logged_in' ? (session.player?.profile.id ?? null) : null;
  const [activityLimitReached, setActivityLimitReached] = useState(false);
  const prompts = useOnDemand(sessionPromptsCode, activityLimitReached);

  useEffect(
    () =>
      claimUnauthorized((error) => {
        if (error.body?.details?.reason !== ACTIVITY_LIMIT_REACHED) return false;
        setActivityLimitReached(true);
        return true;
      }),
    [],
  );

  return (
    <>
      {responsibleGambling && userId !== null && <SessionWatch key={userId} userId={userId} />}
      {activityTracking && userId !== null && <ActivityTracking userId={userId} />}
      {prompts ? (
        <prompts.ActivityLimitModal
          open={activityLimitReached}
          onClose={() => setActivityLimitReached(false)}
        />
      ) : null}
    </>
  );
}
