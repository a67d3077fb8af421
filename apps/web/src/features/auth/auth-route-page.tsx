'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { openAuthModal } from '@/platform/session';
import { Button } from '@/ui';
import { RESET_PASSWORD_TOKEN_PARAM } from './auth-links';
import styles from './auth.module.css';

/** The auth modals that also have a page of their own (SPEC §2.1). */
export type AuthRouteModal = 'signIn' | 'signUp' | 'passwordNew' | 'passwordEdit';

/**
 * The pages `/users/sign-in`, `/users/sign-up`, `/users/password/new` and `/users/password/edit` (SPEC §2.1):
 * they open the matching auth modal at once (edit password with the `reset_password_token` of the address)
 * and offer a button to open it again after it was closed.
 */
export function AuthRoutePage({ modal }: { modal: AuthRouteModal }) {
  const t = useTranslations('auth');
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    const fromAddress = new URL(window.location.href).searchParams.get(RESET_PASSWORD_TOKEN_PARAM);
    setToken(fromAddress);
    openAuthModal(modal, { token: fromAddress });
  }, [modal]);

  return (
    <section className={styles.page} aria-labelledby="auth-page-title">
      <h1 id="auth-page-title" className={styles.pageTitle}>
        {t(`titles.${modal}`)}
      </h1>
      <Button onClick={() => openAuthModal(modal, { token })}>{t('page.open')}</Button>
    </section>
  );
}
