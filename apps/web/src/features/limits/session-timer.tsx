'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useApiContext } from '@/platform/api/use-api-context';
import { signedInPlayerId, useSessionSelector } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { getSessionLimitsQueryOptions } from './api/get-session-limits';
import styles from './session-timer.module.css';

/** `h:mm:ss` of a duration in seconds. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/**
 * The time since sign-in. A `timer` role is not a live region (its `aria-live` is off): a screen reader reads
 * it when the player reaches it, never at every tick. On a phone the label is kept for screen readers only.
 */
export function SessionTimer({ startedAt, className }: { startedAt: string; className?: string }) {
  const t = useTranslations('limits.timer');
  const labelId = useId();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  return (
    <div className={`${styles.timer} ${className ?? ''}`} role="timer" aria-labelledby={labelId}>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M8 6v3l2 1.5M6.5 1.75h3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
      </svg>
      <span id={labelId} className={styles.label}>
        {t('label')}
      </span>
      <time dateTime={`PT${seconds}S`}>{clockText(seconds)}</time>
    </div>
  );
}

/**
 * The header's session timer, where the jurisdiction asks for one (its policy's `session_timer`, answered by the
 * session-limit query the session watch polls; this reads the same query, so no request is added). The header
 * places it twice and CSS shows one: among the actions on wide screens, beside the brand on narrow ones, where
 * the actions take a row of their own and have no room left.
 */
export function HeaderSessionTimer({ placement }: { placement: 'actions' | 'brand' }) {
  const enabled = useFeatureFlag('responsible_gambling');
  const context = useApiContext();
  // NOTE: the player's id alone: the header's two timers are left alone while the session loads (issue 25, TBT).
  const userId = useSessionSelector(signedInPlayerId);
  const query = useQuery(getSessionLimitsQueryOptions(context, userId ?? 0, enabled && userId !== null));
  if (!enabled || userId === null || !query.data?.session_timer) return null;
  return (
    <SessionTimer
      startedAt={query.data.session.started_at}
      className={placement === 'brand' ? styles.besideBrand : styles.inActions}
    />
  );
}
