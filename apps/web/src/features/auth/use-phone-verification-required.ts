'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import {
  getAuthPrompt,
  openAuthModal,
  isPlayerSession,
  signedInPlayerId,
  useSessionSelector,
} from '@/platform/session';
import { useSiteConfig } from '@/platform/site/site-provider';

/**
 * The phone-verification modal opens when the site requires a verified phone and the player's is not
 * (SPEC §5, `phone_verification_required`), once per page load and never over another auth modal; a player
 * who closes it is asked again on the next page load.
 */
export function usePhoneVerificationRequired(): void {
  const required = useSiteConfig().phone_verification_required;
  const context = useApiContext();
  const signedIn = useSessionSelector(isPlayerSession);
  const playerId = useSessionSelector(signedInPlayerId);
  const phone = useQuery({
    queryKey: ['player-phone', playerId],
    queryFn: () => apiRequest(routeRefs.platform.getPhone, {}, context),
    enabled: required && signedIn,
    staleTime: Infinity,
  });
  const asked = useRef<number | null>(null);
  const unverified = phone.data ? !phone.data.verified : false;
  useEffect(() => {
    if (!required || !signedIn || !unverified || playerId === null) return;
    if (asked.current === playerId || getAuthPrompt().modal !== null) return;
    asked.current = playerId;
    openAuthModal('phoneVerification');
  }, [required, signedIn, unverified, playerId]);
}
