'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ListSkeleton } from '@/features/league';
import { DayTabs } from './day-tabs';
import { dayWindows } from './day-window';
import type { DayWindow } from './day-window';
import { SportSelect } from './sport-select';
import { useNow } from './use-now';
import pageStyles from '@/ui/page.module.css';
import styles from './day-by-day-view.module.css';

/** Pages that list matches day by day; their messages hold title, days, loading, unavailable and empty. */
type DayByDayNamespace = 'schedule' | 'results';

/**
 * A page of matches day by day with a sport filter (the Schedule looks ahead, the Results back): the days come
 * from the visitor's clock, so nothing renders until it is known.
 */
export function DayByDayView({
  namespace,
  days: dayCount,
  children,
}: {
  namespace: DayByDayNamespace;
  /** Days from today: positive ahead, negative back. */
  days: number;
  children: (day: DayWindow, sportKey: string | null) => ReactNode;
}) {
  const t = useTranslations(namespace);
  const now = useNow();
  const days = useMemo(() => (now ? dayWindows(now, 0, dayCount) : []), [now, dayCount]);
  const [selected, setSelected] = useState<string | null>(null);
  const [sportKey, setSportKey] = useState<string | null>(null);
  const day = days.find((candidate) => candidate.key === selected) ?? days[0];
  return (
    <section className={pageStyles.page} aria-labelledby={`${namespace}-title`}>
      <div className={styles.head}>
        <h1 id={`${namespace}-title`} className={pageStyles.title}>
          {t('title')}
        </h1>
        <SportSelect value={sportKey} onChange={setSportKey} />
      </div>
      {day ? (
        <DayTabs label={t('days')} days={days} selected={day.key} onSelect={setSelected}>
          {children(day, sportKey)}
        </DayTabs>
      ) : (
        <ListSkeleton label={t('loading')} />
      )}
    </section>
  );
}

/** A day's list while it loads, fails or is empty; `children` once it has rows. */
export function DayListState<T>({
  namespace,
  query,
  isEmpty,
  children,
}: {
  namespace: DayByDayNamespace;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const t = useTranslations(namespace);
  if (query.isPending) return <ListSkeleton label={t('loading')} />;
  if (query.isError)
    return (
      <p className={pageStyles.note} role="alert">
        {t('unavailable')}
      </p>
    );
  if (isEmpty(query.data)) return <p className={pageStyles.note}>{t('empty')}</p>;
  return children(query.data);
}
