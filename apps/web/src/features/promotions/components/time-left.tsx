'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

/** Whole days, hours and minutes until `to`; null once it has passed. */
export function remaining(to: string, now: number): { d: number; h: number; m: number } | null {
  const minutes = Math.floor((Date.parse(to) - now) / 60_000);
  if (minutes <= 0) return null;
  return { d: Math.floor(minutes / 1_440), h: Math.floor((minutes % 1_440) / 60), m: minutes % 60 };
}

/** "Ends in 3 d 4 h" (or "Starts in" for a promotion not begun), refreshed each minute. */
export function TimeLeft({ from, to }: { from: string; to: string }) {
  const t = useTranslations('promotions.time');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const starting = Date.parse(from) > now;
  const left = remaining(starting ? from : to, now);
  if (!left) return <span>{t('ended')}</span>;
  const span = left.d > 0 ? t('days', left) : left.h > 0 ? t('hours', left) : t('minutes', left);
  return <time dateTime={starting ? from : to}>{t(starting ? 'startsIn' : 'endsIn', { time: span })}</time>;
}
