'use client';

import { useTranslations } from 'next-intl';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import styles from './favorites-view.module.css';

/** What a visitor sees where favourites would be: why they are empty and the way to sign in (SPEC §6). */
export function SignInPrompt() {
  const t = useTranslations('favorites');
  return (
    <div className={styles.prompt} data-testid="favourites-sign-in">
      <p className={styles.promptTitle}>{t('signInTitle')}</p>
      <p className={styles.promptText}>{t('signIn')}</p>
      <LocalizedLink href="/users/sign-in" className={styles.promptLink}>
        {t('signInAction')}
      </LocalizedLink>
    </div>
  );
}
