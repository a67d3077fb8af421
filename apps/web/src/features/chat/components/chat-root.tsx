'use client';

import { displayName } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useSession } from '@/platform/session';
import { useChatSnapshot, useChatStore } from '../use-chat';
import { ChatButton } from './chat-button';
import { ChatIcon } from './chat-icon';
import styles from './chat.module.css';

/**
 * The live chat of every page (issue 22): the light facade button, which loads the provider's widget only when
 * clicked and stays its launcher (the provider's own is hidden), and the hand-over of the signed-in player (the conversation ends at sign-out). A failed load says so.
 */
export function ChatRoot() {
  const t = useTranslations('chat');
  const store = useChatStore();
  const { status } = useChatSnapshot(store);
  const { status: session, player } = useSession();
  const profile = session === 'logged_in' ? (player?.profile ?? null) : null;

  useEffect(() => {
    if (!store || session === 'unknown' || session === 'pending') return;
    store.setIdentity(
      profile
        ? { userId: String(profile.id), email: profile.email, name: displayName(profile) || null }
        : null,
    );
  }, [store, session, profile]);

  if (!store) return null;
  return (
    <div className={styles.facade}>
      <p role="status" className={status === 'failed' ? styles.failed : 'visually-hidden'}>
        {status === 'failed' ? t('failed') : status === 'loading' ? t('loading') : ''}
      </p>
      <ChatButton
        className={styles.launcher}
        badgeClassName={styles.badge}
        icon={<ChatIcon size={26} />}
        testId="chat-facade"
      />
    </div>
  );
}
