'use client';

import type { Notification } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useRef } from 'react';
import { useOpenBetInMyBets } from '@/features/betslip';
import { openJackpotDetails } from '@/features/jackpots';
import { localizeHref } from '@/platform/i18n/locale-rules';
import { useOpenUntilNavigation } from '@/platform/navigation/use-open-until-navigation';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { useSiteConfig } from '@/platform/site/site-provider';
import { Modal, useToast } from '@/ui';
import { useUnreadCount } from '../api/get-notification-counters';
import { useMarkRead } from '../api/mark-notifications-read';
import { useNotificationUpdates } from '../api/use-notification-updates';
import { BONUSES_PATH, notificationTarget, toastsOnArrival } from '../deep-link';
import type { NotificationTarget } from '../deep-link';
import { usePushLinks } from '../push/use-push-links';
import type { PushLink } from '../push/use-push-links';
import iconStyles from '@/ui/icon-button.module.css';

// NOTE: the panel (its list query, grouping) loads when the dialog first opens, not with every page.
const NotificationsPanel = dynamic(
  () => import('./notifications-panel').then((module) => module.NotificationsPanel),
  { ssr: false },
);
// NOTE: the push switch asks the browser about its worker, so it too loads with the dialog.
const PushControl = dynamic(() => import('./push-control').then((module) => module.PushControl), {
  ssr: false,
});

/** Goes to a page of the site in the player's language. */
function useGoTo(): (path: string) => void {
  const router = useRouter();
  const locale = useLocale();
  const config = useSiteConfig();
  return useCallback(
    (path: string) => router.push(localizeHref(path, locale, localeSettingsOf(config))),
    [router, locale, config],
  );
}

/** Badges show at most this, then "99+". */
const MAX_BADGE = 99;

/**
 * The header's notifications item (SPEC §2.7, issue 22): a bell with the live unread count that opens the panel;
 * a new notification while the panel is closed shows as a polite toast. Players only.
 */
export function NotificationsButton() {
  const t = useTranslations('notifications');
  const common = useTranslations('common');
  const unread = useUnreadCount();
  const [open, setOpen] = useOpenUntilNavigation();
  const openRef = useRef(open);
  openRef.current = open;
  const toast = useToast();
  const openBet = useOpenBetInMyBets();

  useNotificationUpdates(
    useCallback(
      (notification: Notification) => {
        if (openRef.current || !toastsOnArrival(notification)) return;
        toast.show({
          type: 'success',
          id: `notification-${notification.id}`,
          // NOTE: like the panel's, an announcement's text takes its own direction (English on an Arabic page).
          title: <span dir="auto">{notification.title}</span>,
          description: <span dir="auto">{notification.body}</span>,
        });
      },
      [toast],
    ),
  );

  const goTo = useGoTo();
  const follow = useCallback(
    (target: NotificationTarget) => {
      if (target.kind === 'none') return;
      setOpen(false);
      if (target.kind === 'bet') openBet(target.betId);
      else if (target.kind === 'bonuses') goTo(BONUSES_PATH);
      else openJackpotDetails();
    },
    [openBet, goTo, setOpen],
  );

  const markRead = useMarkRead().mutate;
  usePushLinks(
    unread !== null,
    useCallback(
      ({ target, notificationId }: PushLink) => {
        if (notificationId !== null) markRead([notificationId]);
        follow(target);
      },
      [markRead, follow],
    ),
  );

  if (unread === null) return null;
  const badge = unread > MAX_BADGE ? `${MAX_BADGE}+` : String(unread);
  return (
    <>
      <button
        type="button"
        className={iconStyles.iconButton}
        aria-haspopup="dialog"
        aria-label={unread > 0 ? t('openWithCount', { count: unread }) : t('open')}
        onClick={() => setOpen(true)}
        data-testid="notifications-button"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 1.5h-15zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span className={iconStyles.countBadge} aria-hidden="true" data-testid="notifications-badge">
            {badge}
          </span>
        ) : null}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={common('close')}>
        {open ? (
          <>
            <PushControl />
            <NotificationsPanel onOpen={(notification) => follow(notificationTarget(notification))} />
          </>
        ) : null}
      </Modal>
    </>
  );
}
