'use client';

import { useTranslations } from 'next-intl';
import { useNow } from './use-now';

/** `h:mm:ss` or `m:ss` until a moment; `0:00` once it has passed. */
export function countdownText(until: number, now: number): string {
  const total = Math.max(0, Math.floor((until - now) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Time left until `at`, ticking every second; rendered in the browser only (it depends on the visitor's clock). */
export function Countdown({ at, className }: { at: string; className?: string }) {
  const t = useTranslations('schedule');
  const now = useNow(1000);
  const until = Date.parse(at);
  if (!now) return <span className={className}>&nbsp;</span>;
  const text = countdownText(until, now.getTime());
  return (
    <span className={className} role="timer" aria-label={t('startsIn', { time: text })}>
      {text}
    </span>
  );
}
