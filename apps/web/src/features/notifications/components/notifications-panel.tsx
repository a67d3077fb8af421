'use client';

import type { Notification } from '@sportsbook/contract';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import { Button } from '@/ui';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-notifications-read';
import { useMarkRead } from '../api/mark-notifications-read';
import { groupByDay } from '../group-by-day';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

function useDayLabel() {
  const t = useTranslations('notifications');
  const format = useFormatter();
  const now = useNow();
  const key = (date: Date) => date.toLocaleDateString('en-CA');
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return (sample: string) => {
    const date = new Date(sample);
    if (key(date) === key(now)) return t('today');
    if (key(date) === key(yesterday)) return t('yesterday');
    return format.dateTime(date, { dateStyle: 'long' });
  };
}

/**
 * The notification panel (issue 22): the player's notifications by day, newest first, unread ones marked, with
 * mark one and mark all read; opening one follows its deep link. Empty and failed lists say so.
 */
export function NotificationsPanel({ onOpen }: { onOpen: (notification: Notification) => void }) {
  const t = useTranslations('notifications');
  const common = useTranslations('common');
  const query = useNotifications(true);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const dayLabel = useDayLabel();

  if (query.isPending) {
    return (
      <div className={styles.skeletons} role="status" aria-label={common('loading')}>
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('error')}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {common('retry')}
        </Button>
      </div>
    );
  }
  const items = query.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <p className={styles.state}>{t('empty')}</p>;
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate([notification.id]);
    onOpen(notification);
  };
  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <Button
          size="sm"
          variant="ghost"
          disabled={items.every((item) => item.read)}
          onClick={() => markAllRead.mutate()}
        >
          {t('markAllRead')}
        </Button>
      </div>
      {groupByDay(items).map((day) => (
        <section key={day.day} className={styles.day} aria-labelledby={`notifications-${day.day}`}>
          <h3 id={`notifications-${day.day}`} className={styles.dayTitle}>
            {dayLabel(day.items[0]!.created_at)}
          </h3>
          <ul className={styles.list}>
            {day.items.map((item) => (
              <li key={item.id}>
                <NotificationItem
                  notification={item}
                  onOpen={open}
                  onMarkRead={(notification) => markRead.mutate([notification.id])}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {query.hasNextPage ? (
        <Button variant="ghost" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('showMore')}
        </Button>
      ) : null}
    </div>
  );
}
