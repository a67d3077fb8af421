'use client';

import { useTranslations } from 'next-intl';
import { openAuthModal } from '@/platform/session';
import { Button } from '@/ui';
import styles from './sign-in-call.module.css';

/**
 * A visitor's call to sign in for a reward: why, and the button that opens the sign-in modal. One look for the
 * Promotions page and the bonus, promocode and prediction blocks.
 */
export function SignInCall({ text }: { text: string }) {
  const t = useTranslations('promotions');
  return (
    <div className={styles.signInCall}>
      <p>{text}</p>
      <Button onClick={() => openAuthModal('signIn')}>{t('signIn')}</Button>
    </div>
  );
}
