'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './limits.module.css';

/** `h:mm:ss` of a duration in seconds. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/**
 * The time since sign-in, where the jurisdiction asks for a session timer (its policy's `session_timer`): a
 * `timer` role, which screen readers do not announce at every tick.
 */
export function SessionTimer({ startedAt }: { startedAt: string }) {
  const t = useTranslations('limits.timer');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const text = clockText((now - Date.parse(startedAt)) / 1000);
  return (
    <div className={styles.timer} role="timer" aria-label={t('label')}>
      <span aria-hidden="true">{t('label')}</span>{' '}
      <time dateTime={`PT${Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000))}S`}>{text}</time>
    </div>
  );
}
