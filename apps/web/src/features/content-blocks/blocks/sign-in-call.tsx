'use client';

import { useTranslations } from 'next-intl';
import { useSportsbookToken } from '@/features/favorites';
import { openAuthModal } from '@/platform/session';
import { Button } from '@/ui';
import styles from './bonus-blocks.module.css';

/** Whether the reader holds a sportsbook session (the blocks that need one ask visitors to sign in). */
export function useSignedIn(): boolean {
  return useSportsbookToken() !== null;
}

/** A block's call to sign in: why, and the button that opens the sign-in modal. */
export function SignInCall({ text }: { text: string }) {
  const t = useTranslations('blocks');
  return (
    <div className={styles.signInCall}>
      <p>{text}</p>
      <Button size="sm" onClick={() => openAuthModal('signIn')}>
        {t('signIn')}
      </Button>
    </div>
  );
}
