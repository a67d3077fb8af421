'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/** Whole days, hours, minutes and seconds left until `validTo`; null once it has passed. */
export function timeLeft(
  validTo: string,
  now: number,
): { d: number; h: number; m: number; s: number } | null {
  const ms = Date.parse(validTo) - now;
  if (ms <= 0) return null;
  const seconds = Math.floor(ms / 1000);
  return {
    d: Math.floor(seconds / 86_400),
    h: Math.floor((seconds % 86_400) / 3_600),
    m: Math.floor((seconds % 3_600) / 60),
    s: seconds % 60,
  };
}

/**
 * "Expires in 6 d 23 h", ticking each second in its last hour; calls `onLapse` once when it runs out (the slip
 * then drops the bonus and asks the server again).
 */
export function ExpiryCountdown({ validTo, onLapse }: { validTo: string; onLapse: () => void }) {
  const t = useTranslations('bonuses');
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(validTo, now);
  const lastHour = left !== null && left.d === 0 && left.h === 0;
  useEffect(() => {
    if (left === null) {
      onLapse();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), lastHour ? 1_000 : 60_000);
    return () => clearTimeout(timer);
  }, [now, left === null, lastHour]); // eslint-disable-line react-hooks/exhaustive-deps -- ticks by `now`
  if (left === null) return <span>{t('expired')}</span>;
  const text = left.d > 0 ? t('leftDays', left) : lastHour ? t('leftMinutes', left) : t('leftHours', left);
  return <time dateTime={validTo}>{t('expiresIn', { time: text })}</time>;
}
