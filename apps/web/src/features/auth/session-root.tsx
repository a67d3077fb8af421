'use client';

import { Suspense, useEffect, useRef } from 'react';
import { setApiAuthHooks } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { getSession, handleUnauthorized, loadSession } from '@/platform/session';
import { AuthModalHost } from './auth-modal-host';
import { sessionDeps } from './session-deps';
import { SignUpPreloader } from './sign-up-preloader';
import { AddressLinks } from './use-address-links';
import { useSessionUpkeep } from './use-session-upkeep';
import { useSignUpReminder } from './use-sign-up-reminder';

/**
 * The player's session in the page (SPEC §4 Authentication): gives the API client the bearer and the 401 rule,
 * loads the player once, opens the auth modals the address asks for, and reminds visitors to sign up.
 */
export function SessionRoot({ countryCode }: { countryCode: string | null }) {
  const context = useApiContext();
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });

  useEffect(() => {
    setApiAuthHooks({
      bearer: () => getSession().bearer,
      onUnauthorized: () => handleUnauthorized(contextRef.current),
    });
    // NOTE: strict mode runs effects twice; the session is loaded once per page.
    if (getSession().status === 'unknown') void loadSession(contextRef.current, sessionDeps);
    return () => setApiAuthHooks(null);
  }, []);

  useSignUpReminder();
  useSessionUpkeep(context);

  return (
    <>
      <Suspense fallback={null}>
        <AddressLinks />
      </Suspense>
      <AuthModalHost countryCode={countryCode} />
      <SignUpPreloader />
    </>
  );
}
