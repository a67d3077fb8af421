/** A calendar day in the visitor's time zone, as the `start_from`/`start_to` window of `GET /matches`. */
export interface DayWindow {
  /** `YYYY-MM-DD` of the day, a stable key. */
  key: string;
  /** Days from today: 0 today, 1 tomorrow, -1 yesterday. */
  offset: number;
  /** Midnight that starts the day. */
  start: Date;
  from: string;
  to: string;
}

function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The day `offset` days from the one holding `now` (negative for past days), midnight to midnight locally. */
export function dayWindow(now: Date, offset: number): DayWindow {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset + 1);
  return {
    key: isoDate(start),
    offset,
    start,
    from: start.toISOString(),
    to: new Date(end.getTime() - 1).toISOString(),
  };
}

/** `count` consecutive days from `firstOffset` (ascending), or back from it when `count` is negative. */
export function dayWindows(now: Date, firstOffset: number, count: number): DayWindow[] {
  const step = count < 0 ? -1 : 1;
  return Array.from({ length: Math.abs(count) }, (_, index) => dayWindow(now, firstOffset + index * step));
}
