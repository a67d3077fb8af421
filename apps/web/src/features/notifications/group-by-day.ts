import type { Notification } from '@sportsbook/contract';

/** Notifications of one calendar day in the player's time zone, newest first. */
export interface NotificationDay {
  /** `YYYY-MM-DD` of the day. */
  day: string;
  items: Notification[];
}

function dayOf(at: string, timeZone: string | undefined): string {
  // NOTE: en-CA formats a date as YYYY-MM-DD, so the key sorts and compares as text.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}

/** Groups a newest-first list into days (the panel's sections), keeping the order. */
export function groupByDay(items: readonly Notification[], timeZone?: string): NotificationDay[] {
  const days: NotificationDay[] = [];
  for (const item of items) {
    const day = dayOf(item.created_at, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}
