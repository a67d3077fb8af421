'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Tabs } from '@/ui';
import type { DayWindow } from './day-window';

const named: Record<number, 'today' | 'tomorrow' | 'yesterday'> = {
  0: 'today',
  1: 'tomorrow',
  [-1]: 'yesterday',
};

/** Days as tabs: Today, Tomorrow or Yesterday by name, other days by weekday and date. */
export function DayTabs({
  label,
  days,
  selected,
  onSelect,
  children,
}: {
  label: string;
  days: readonly DayWindow[];
  selected: string;
  onSelect: (key: string) => void;
  children: ReactNode;
}) {
  const t = useTranslations('schedule');
  const format = useFormatter();
  return (
    <Tabs
      label={label}
      selected={selected}
      onSelect={onSelect}
      tabs={days.map((day) => {
        const name = named[day.offset];
        return {
          key: day.key,
          label: name
            ? t(name)
            : format.dateTime(day.start, { weekday: 'short', day: '2-digit', month: '2-digit' }),
        };
      })}
    >
      {children}
    </Tabs>
  );
}
