'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { trackAuth } from '@/features/analytics';
import { rememberRegistration } from '@/features/deposit';
import { useApiContext } from '@/platform/api/use-api-context';
import { useSiteConfig } from '@/platform/site/site-provider';
import {
  closeAuthModal,
  loadSession,
  openAuthModal,
  signOut,
  useAuthPrompt,
  useSession,
} from '@/platform/session';
import type { AuthPrompt } from '@/platform/session';
import { Button, Modal, useToast } from '@/ui';
import { authModalAllowed } from './auth-allowed';
import type { PlatformForm } from './platform-form-url';
import { sessionDeps } from './session-deps';
import styles from './auth.module.css';

// NOTE: the forms of the modals are loaded when one first opens, not with every page.
const AuthModalBody = dynamic(() => import('./auth-modal-body').then((module) => module.AuthModalBody), {
  ssr: false,
});

/** The non-closable prompt for profile fields the platform still needs (SPEC §6). */
function MissingFieldsModal({ fields }: { fields: string[] }) {
  const t = useTranslations('auth');
  const context = useApiContext();
  return (
    <Modal open onClose={() => {}} closable={false} title={t('titles.missingFields')}>
      <div className={styles.form}>
        <p className={styles.hint}>{t('missingFields.hint')}</p>
        <ul className={styles.fieldList}>
          {fields.map((field) => (
            <li key={field}>{t.has(`fields.${field}`) ? t(`fields.${field}`) : field}</li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => void signOut(context)}>
          {t('signOut')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * Shows the auth modal asked for (SPEC §2.5) when the site settings and the player's state allow it (SPEC §5),
 * and the non-closable missing-fields prompt while the profile lacks fields. A sign-in reported by the platform
 * form closes the modal and loads the player.
 */
export function AuthModalHost({ countryCode }: { countryCode: string | null }) {
  const t = useTranslations('auth');
  const prompt = useAuthPrompt();
  const session = useSession();
  const config = useSiteConfig();
  const context = useApiContext();
  const toast = useToast();
  // NOTE: the last opened modal stays drawn while the dialog plays its closing animation.
  const [shown, setShown] = useState<AuthPrompt | null>(null);
  const allowed = prompt.modal
    ? authModalAllowed(prompt.modal, { config, status: session.status, countryCode })
    : false;

  useEffect(() => {
    if (prompt.modal && !allowed) closeAuthModal();
    if (prompt.modal && allowed) setShown(prompt);
  }, [prompt, allowed]);

  const missing = session.status === 'logged_in' ? (session.player?.profile.auth_fields_missed ?? []) : [];
  if (missing.length > 0) return <MissingFieldsModal fields={missing} />;

  function onFormSuccess(form: PlatformForm) {
    if (form === 'sign-in') {
      trackAuth('sign_in');
      closeAuthModal();
      void loadSession(context, sessionDeps);
    } else if (form === 'edit-password') {
      toast.show({ type: 'success', title: t('passwordEdit.done') });
      openAuthModal('signIn');
    } else {
      // Sign-up stays open: the form itself tells the player to confirm the address from the mail. Their first
      // sign-in then goes to the deposit when the site asks for it.
      trackAuth('sign_up');
      rememberRegistration();
    }
  }

  function onPhoneVerified() {
    closeAuthModal();
    toast.show({ type: 'success', title: t('phoneVerification.done') });
  }

  return (
    <Modal
      open={Boolean(prompt.modal && allowed)}
      onClose={closeAuthModal}
      title={shown?.modal ? t(`titles.${shown.modal}`) : ''}
      closeLabel={t('close')}
    >
      {shown ? (
        <AuthModalBody prompt={shown} onFormSuccess={onFormSuccess} onPhoneVerified={onPhoneVerified} />
      ) : null}
    </Modal>
  );
}
