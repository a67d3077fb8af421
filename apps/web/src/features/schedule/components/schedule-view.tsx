'use client';

import { MatchStatus } from '@sportsbook/contract/refs';
import { MatchList, useMatches } from '@/features/events';
import { useLiveUpdates } from '@/features/odds';
import { DayByDayView, DayListState } from './day-by-day-view';
import type { DayWindow } from './day-window';

/** How many days ahead the schedule offers. */
export const SCHEDULE_DAYS = 7;

function DayMatches({ day, sportKey }: { day: DayWindow; sportKey: string | null }) {
  const matches = useMatches({
    type: 'match',
    match_status: [MatchStatus.prematch],
    sort_by: 'start_time',
    start_from: day.from,
    start_to: day.to,
    ...(sportKey ? { sport_key: sportKey } : {}),
  });
  return (
    <DayListState namespace="schedule" query={matches} isEmpty={(data) => data.length === 0}>
      {(data) => <MatchList matches={data} headingLevel={2} />}
    </DayListState>
  );
}

/** The Schedule page (SPEC §2.1): upcoming matches day by day, of every sport or one, with live odds. */
export function ScheduleView() {
  useLiveUpdates();
  return (
    <DayByDayView namespace="schedule" days={SCHEDULE_DAYS}>
      {(day, sportKey) => <DayMatches day={day} sportKey={sportKey} />}
    </DayByDayView>
  );
}
