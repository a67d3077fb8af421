'use client';

import { useLocale, useTimeZone } from 'next-intl';
import { useSiteConfig } from '../site/site-provider';
import { formatDatePattern } from './date-pattern';

/** What the site's patterns write: a date, a time, both. */
export type SiteDateUse = 'date' | 'time' | 'dateTime';

/**
 * Dates and times as the site writes them (SPEC §3 `date_time_patterns`), in the site's time zone, which the
 * server render and the browser share, so the text never changes on hydration.
 */
export function useSiteDateFormat(): (date: Date | string, use: SiteDateUse) => string {
  const patterns = useSiteConfig().date_time_patterns;
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'UTC';
  return (date, use) =>
    formatDatePattern(typeof date === 'string' ? new Date(date) : date, patterns[use], locale, timeZone);
}
