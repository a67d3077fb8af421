'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useChatSnapshot, useChatStore } from '../use-chat';

/** Badges show at most this, then "99+". */
const MAX_BADGE = 99;

/**
 * A control that opens the live chat, with the provider's unread count: the floating facade, the header's chat
 * toggle (SPEC §2.7) and the phone tab bar's chat tab (§2.4's `chat` key) are each one of these, drawn by the
 * class names given. Nothing when the site has no chat.
 */
export function ChatButton({
  className,
  badgeClassName,
  label,
  icon,
  testId,
}: {
  className: string | undefined;
  badgeClassName: string | undefined;
  /** Visible text beside the icon (the tab bar's); the name is always the accessible one. */
  label?: ReactNode;
  icon: ReactNode;
  testId: string;
}) {
  const t = useTranslations('chat');
  const store = useChatStore();
  const { status, unread } = useChatSnapshot(store);
  if (!store) return null;
  const name = unread > 0 ? t('openWithCount', { count: unread }) : t('open');
  return (
    <button
      type="button"
      className={className}
      aria-label={name}
      aria-busy={status === 'loading' || undefined}
      onClick={() => void store.open()}
      data-testid={testId}
      data-status={status}
    >
      {icon}
      {label}
      {unread > 0 ? (
        <span className={badgeClassName} aria-hidden="true" data-testid={`${testId}-badge`}>
          {unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}
        </span>
      ) : null}
    </button>
  );
}
