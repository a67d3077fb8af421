'use client';

import { useEffect } from 'react';
import { useSession } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { onDemand, useOnDemand } from '@/ui/load-on-demand';
import { claimActivityLimit, useActivityLimitReached } from './activity-limit';
import { useActivityPing } from './use-activity-ping';
import { useSessionWatch } from './use-session-watch';

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
  const [activityLimitReached, closeActivityLimit] = useActivityLimitReached();
  const prompts = useOnDemand(sessionPromptsCode, activityLimitReached);

  // NOTE: the layout claims it from hydration on as well (the root comes after the first paint, 0041).
  useEffect(() => claimActivityLimit(), []);

  return (
    <>
      {responsibleGambling && userId !== null && <SessionWatch key={userId} userId={userId} />}
      {activityTracking && userId !== null && <ActivityTracking userId={userId} />}
      {prompts ? (
        <prompts.ActivityLimitModal open={activityLimitReached} onClose={closeActivityLimit} />
      ) : null}
    </>
  );
}
