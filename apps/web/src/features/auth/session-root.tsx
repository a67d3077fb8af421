'use client';

import { Suspense, useEffect, useRef } from 'react';
import { setApiAuthHooks } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { useRuntimeConfig } from '@/platform/config/runtime-config-provider';
import {
  followSessionHint,
  getSession,
  handleUnauthorized,
  loadSession,
  isVisitorSession,
  useAuthPrompt,
  useSessionSelector,
} from '@/platform/session';
import type { SessionState } from '@/platform/session';
import { usePlayerSettingsSync } from '@/features/account';
import { useFeatureFlag, useSiteConfig } from '@/platform/site/site-provider';
import { onDemand, useOnDemand } from '@/ui/load-on-demand';
import { sessionDeps } from './session-deps';
import { leavesForPlatform } from './status-group-checker';
import { AddressLinks } from './use-address-links';
import { usePhoneVerificationRequired } from './use-phone-verification-required';
import { useSessionUpkeep } from './use-session-upkeep';
import { useSignUpReminder } from './use-sign-up-reminder';

// NOTE: the auth modals' host (the sign-in and sign-up modal, the missing-fields prompt) is fetched when one is
// first asked for, not with every page (issue 25, first load; docs/decisions/0037).
export const authModalHostCode = onDemand(() => import('./auth-modal-host'));

function fieldsMissing(session: SessionState): boolean {
  return session.status === 'logged_in' && (session.player?.profile.auth_fields_missed ?? []).length > 0;
}

/** The auth modal host once a modal is asked for or the profile lacks fields; nothing before. */
export function AuthModals({ countryCode }: { countryCode: string | null }) {
  const { modal } = useAuthPrompt();
  const missing = useSessionSelector(fieldsMissing);
  const host = useOnDemand(authModalHostCode, modal !== null || missing);
  return host ? <host.AuthModalHost countryCode={countryCode} /> : null;
}

// NOTE: the hidden sign-up frame is for visitors on sites with the `sign_up_preloader` flag only: fetched then,
// not with every page (issue 25, first load).
export const signUpPreloaderCode = onDemand(() => import('./sign-up-preloader'));

/** The sign-up preloader once a visitor is there on a site that has it; nothing before. */
export function SignUpPreload() {
  const visitor = useSessionSelector(isVisitorSession);
  const enabled = useFeatureFlag('sign_up_preloader');
  const preloader = useOnDemand(signUpPreloaderCode, visitor && enabled);
  return preloader ? <preloader.SignUpPreloader /> : null;
}

/** Reminds visitors to sign up; its own component, as it is the root's one reader that a visitor moves. */
function SignUpReminder() {
  // NOTE: in the root, a visitor's settled session re-rendered the root and its address links with it (issue
  // 25, Lighthouse TBT; decision 0048).
  useSignUpReminder();
  return null;
}

/**
 * The player's session in the page (SPEC §4 Authentication): gives the API client the bearer and the 401 rule,
 * loads the player once, opens the auth modals the address asks for, and reminds visitors to sign up.
 */
export function SessionRoot({ countryCode }: { countryCode: string | null }) {
  const context = useApiContext();
  const contextRef = useRef(context);
  usePlayerSettingsSync();
  useEffect(() => {
    contextRef.current = context;
  });

  const loadStarted = useRef(false);
  useEffect(() => {
    setApiAuthHooks({
      bearer: () => getSession().bearer,
      onUnauthorized: (error) => handleUnauthorized(contextRef.current, error),
    });
    // NOTE: strict mode runs effects twice (the ref stays); the session is loaded once per page. A page the
    // server drew as a visitor's starts settled: the platform is asked without moving it (decision 0048).
    if (!loadStarted.current) {
      loadStarted.current = true;
      const { status } = getSession();
      if (status === 'unknown') void loadSession(contextRef.current, sessionDeps);
      else if (status === 'not_logged_in')
        void loadSession(contextRef.current, sessionDeps, { visitorStands: true });
    }
    const stopHint = followSessionHint();
    return () => {
      stopHint();
      setApiAuthHooks(null);
    };
  }, []);

  useSessionUpkeep(context);
  useStatusGroupChecker();
  usePhoneVerificationRequired();

  return (
    <>
      <Suspense fallback={null}>
        <AddressLinks />
      </Suspense>
      <AuthModals countryCode={countryCode} />
      <SignUpPreload />
      <SignUpReminder />
    </>
  );
}

/** Sends visitors and players outside the configured status group to the platform origin (SPEC §5). */
function useStatusGroupChecker() {
  const { status_group_checker: checker } = useSiteConfig();
  const { platformApiUrl } = useRuntimeConfig();
  // NOTE: the answer alone, so the session root renders again only when it changes (issue 25, TBT).
  const leaves = useSessionSelector((session) => leavesForPlatform(checker, session));
  useEffect(() => {
    if (leaves) window.location.assign(new URL(platformApiUrl).origin);
  }, [leaves, platformApiUrl]);
}
