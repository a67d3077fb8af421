'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { storeTracking, takeTracking } from '@/features/account';
import { openAuthModal } from '@/platform/session';
import { takeAuthLink } from './auth-links';

/**
 * Reads the one-time parts of the address (SPEC §2.1): `?modal=`, `?reset_password_token=`, the `#signIn`…
 * hash links and the tracking parameters; acts on them and replaces the address with one without them.
 */
export function readAddressLinks(): void {
  const url = new URL(window.location.href);
  const before = url.toString();
  const link = takeAuthLink(url);
  const tracking = takeTracking(url);
  if (tracking) storeTracking(tracking);
  const after = url.toString().replace(/#$/, '');
  if (after !== before) window.history.replaceState(window.history.state, '', after);
  if (link) openAuthModal(link.modal, { token: link.token });
}

/** Runs `readAddressLinks` on every navigation and hash change. Render inside a Suspense boundary. */
export function AddressLinks() {
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    readAddressLinks();
  }, [pathname, search]);
  useEffect(() => {
    window.addEventListener('hashchange', readAddressLinks);
    return () => window.removeEventListener('hashchange', readAddressLinks);
  }, []);
  return null;
}
