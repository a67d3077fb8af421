'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useRuntimeConfig } from '@/platform/config/runtime-config-provider';
import { useSiteConfig } from '@/platform/site/site-provider';
import { openAuthModal } from '@/platform/session';
import type { AuthModal, AuthPrompt } from '@/platform/session';
import { EmailRequestForm } from './email-request-form';
import { PhoneVerificationForm } from './phone-verification-form';
import { PlatformFormFrame } from './platform-form-frame';
import { platformFormUrl } from './platform-form-url';
import type { PlatformForm } from './platform-form-url';
import styles from './auth.module.css';

/** Links from one auth modal to the others a player may need next. */
function AuthLinks({ to }: { to: AuthModal[] }) {
  const t = useTranslations('auth.links');
  return (
    <div className={styles.links}>
      {to.map((modal) => (
        <button key={modal} type="button" className={styles.linkButton} onClick={() => openAuthModal(modal)}>
          {t(modal)}
        </button>
      ))}
    </div>
  );
}

function FormFrame({
  form,
  prompt,
  onSuccess,
}: {
  form: PlatformForm;
  prompt: AuthPrompt;
  onSuccess: (form: PlatformForm) => void;
}) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const config = useSiteConfig();
  const { platformApiUrl } = useRuntimeConfig();
  const platformOrigin = new URL(platformApiUrl).origin;
  // NOTE: built once per opening: the current address must not reload the frame as the page moves on.
  const src = useMemo(
    () =>
      platformFormUrl(platformOrigin, form, {
        authForms: config.auth_forms,
        locale,
        currentUrl: window.location.href,
        sessionExpired: prompt.sessionExpired,
        token: prompt.token,
      }),
    [platformOrigin, form, config.auth_forms, locale, prompt.sessionExpired, prompt.token],
  );
  return (
    <PlatformFormFrame
      src={src}
      form={form}
      platformOrigin={platformOrigin}
      title={t(`titles.${form === 'sign-in' ? 'signIn' : form === 'sign-up' ? 'signUp' : 'passwordEdit'}`)}
      loadingLabel={t('loading')}
      onSuccess={onSuccess}
    />
  );
}

/** The content of the open auth modal (SPEC §2.5); `missingFields` is drawn by the host itself. */
export function AuthModalBody({
  prompt,
  onFormSuccess,
  onPhoneVerified,
}: {
  prompt: AuthPrompt;
  onFormSuccess: (form: PlatformForm) => void;
  onPhoneVerified: () => void;
}) {
  const t = useTranslations('auth');
  switch (prompt.modal) {
    case 'signIn':
      return (
        <>
          {prompt.sessionExpired ? (
            <p className={styles.expired} role="alert">
              {t('sessionExpired')}
            </p>
          ) : null}
          <FormFrame form="sign-in" prompt={prompt} onSuccess={onFormSuccess} />
          <AuthLinks to={['passwordNew', 'confirmation', 'unlock', 'signUp']} />
        </>
      );
    case 'signUp':
      return (
        <>
          <FormFrame form="sign-up" prompt={prompt} onSuccess={onFormSuccess} />
          <AuthLinks to={['signIn', 'confirmation']} />
        </>
      );
    case 'passwordEdit':
      return prompt.token ? (
        <FormFrame form="edit-password" prompt={prompt} onSuccess={onFormSuccess} />
      ) : (
        <>
          <p className={styles.notice}>{t('passwordEdit.noToken')}</p>
          <EmailRequestForm kind="passwordNew" />
        </>
      );
    case 'passwordNew':
    case 'confirmation':
    case 'unlock':
      return (
        <>
          <EmailRequestForm kind={prompt.modal} />
          <AuthLinks to={['signIn']} />
        </>
      );
    case 'phoneVerification':
      return <PhoneVerificationForm onVerified={onPhoneVerified} />;
    default:
      return null;
  }
}
