'use client';

import type { Notification } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { notificationTarget } from '../deep-link';
import styles from './notifications.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/** What the item says it opens, per deep link. */
const LINK_TEXT = { bet: 'openBet', bonuses: 'openBonuses', jackpot: 'openJackpot', none: null } as const;

/** One notification of the panel: its kind, title, body and time, unread marked; opening it marks it read. */
export function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
}) {
  const t = useTranslations('notifications');
  const siteDate = useSiteDateFormat();
  const unread = !notification.read;
  const link = LINK_TEXT[notificationTarget(notification).kind];
  return (
    <article className={styles.item} data-unread={unread || undefined} data-testid="notification">
      <button type="button" className={styles.itemOpen} onClick={() => onOpen(notification)}>
        <span className={styles.itemHead}>
          <span className={styles.kind}>{t(`kind.${notification.type}`)}</span>
          {unread ? <span className={styles.unreadDot}>{t('unread')}</span> : null}
          <time className={styles.time} dateTime={notification.created_at}>
            {siteDate(notification.created_at, 'time')}
          </time>
        </span>
        {/* NOTE: an operator's announcement may be in another script than the page (English in Arabic): each
            text takes its own direction, so its punctuation stays at its own end. */}
        <span className={styles.itemTitle} dir="auto">
          {notification.title}
        </span>
        <span className={styles.itemBody} dir="auto">
          {notification.body}
        </span>
        {link ? <span className={styles.link}>{t(link)}</span> : null}
      </button>
      {unread ? (
        <button
          type="button"
          className={styles.markRead}
          onClick={() => onMarkRead(notification)}
          aria-label={t('markReadOf', { title: notification.title })}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </article>
  );
}
