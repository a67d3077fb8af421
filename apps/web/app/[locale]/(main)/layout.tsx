import { dehydrate } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import type { ReactNode } from 'react';
// NOTE: everything here comes from its module, not its feature's index: a server component that imports an index
// puts every client component the index names into every page's JavaScript (the ticket panel, the auth pages,
// the favourites page, the tabs and the modal of `@/ui`; decision 0045).
import { SessionRoot } from '@/features/auth/session-root';
import { ChatRoot } from '@/features/chat/components/chat-root';
import { RootsAfterPaint } from './roots-after-paint';
import { Betslip } from '@/features/betslip/components/lazy-betslip';
import { SlipSkipLink } from '@/features/betslip/components/slip-skip-link';
import { FloatingTicket } from '@/features/betslip/components/floating-ticket';
import { FloatingFavorites } from '@/features/favorites/components/floating-favorites';
import { getCountersQueryOptions } from '@/features/catalogue/api/get-counters';
import { getSportsQueryOptions } from '@/features/catalogue/api/get-sports';
import { LateMobileTabBar, LateSportsMenu } from '@/features/catalogue/components/late-shell-navigation';
import { AppShell } from '@/features/shell/components/app-shell';
import { ContainerQueryFallback } from '@/features/shell/components/container-query-fallback';
import { TagManager } from '@/features/shell/components/tag-manager';
import { RouteProgress } from '@/features/shell/progress/route-progress';
import { CookieConsent } from '@/features/consent/cookie-consent';
import { CONSENT_COOKIE } from '@/features/consent/cookies';
import { FavouriteRowStars } from '@/features/favorites/components/favourite-row-stars';
import { SiteFooter } from '@/features/footer/components/site-footer';
import { serverApiContext } from '@/platform/api/server-context';
import { edgeCountry } from '@/platform/geo/edge-country';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import { readRuntimeConfig } from '@/platform/config/runtime-config';
import { createQueryClient } from '@/platform/query/query-client';
import { NONCE_HEADER } from '@/platform/security/security-headers';
import { QueryProvider } from '@/platform/query/query-provider';
import { MOBILE_APP_COOKIE } from '@/platform/shell/mobile-app';
import { visitorSettingsQueryOptions } from '@/platform/session/settings-query';
import { getSiteDocument } from '@/platform/site/site-document';
import { SiteProvider } from '@/platform/site/site-provider';
import { RealtimeProvider } from '@/platform/realtime/realtime-provider';
import { FloatingActions } from '@/ui/floating-actions';
import { ToastProvider } from '@/ui/toast';

/**
 * The page shell of SPEC §2.3: site configuration and feature flags, queries, toasts, the route progress bar,
 * the tag manager, the container-query fallback, mobile-app mode and the locked marker.
 */
export default async function MainLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const [site, t, cookieStore, headerStore] = await Promise.all([
    getSiteDocument(),
    getTranslations('common'),
    cookies(),
    headers(),
  ]);
  // The visitor's country from the edge (CDN geo headers), for the blocked-country rules of sign-in and sign-up.
  const countryCode = edgeCountry(headerStore);
  const queryClient = createQueryClient();
  // NOTE: a failed prefetch is not fatal: the menu shows its own error state and the page still renders.
  await Promise.all([
    queryClient.prefetchQuery(getSportsQueryOptions(serverApiContext(locale))),
    queryClient.prefetchQuery(getCountersQueryOptions(serverApiContext(locale))),
    // The section switches, so a switched-off section's links are gone from the first paint.
    queryClient.prefetchQuery(visitorSettingsQueryOptions(serverApiContext(locale))),
  ]);

  return (
    <RuntimeConfigProvider value={readRuntimeConfig()}>
      <SiteProvider config={site.config} featureFlags={site.feature_flags}>
        <QueryProvider state={dehydrate(queryClient)}>
          <ToastProvider closeLabel={t('close')}>
            <RealtimeProvider>
              <RouteProgress>
                <AppShell
                  config={site.config}
                  sidebar={<LateSportsMenu />}
                  betslip={<Betslip />}
                  tabBar={<LateMobileTabBar />}
                  mobileApp={cookieStore.get(MOBILE_APP_COOKIE)?.value === '1'}
                  locked={site.config.access_key_sha256 !== null}
                  skipLabel={t('skipToContent')}
                  slipSkip={<SlipSkipLink />}
                  notice={<CookieConsent acceptedOnServer={cookieStore.has(CONSENT_COOKIE)} />}
                  footer={<SiteFooter config={site.config} locale={locale} />}
                >
                  <FavouriteRowStars>{children}</FavouriteRowStars>
                </AppShell>
                <FloatingActions label={t('floatingActions')}>
                  <FloatingFavorites />
                  <FloatingTicket />
                </FloatingActions>
              </RouteProgress>
              <SessionRoot countryCode={countryCode} />
              <ChatRoot />
              {/* NOTE: the roots that draw nothing at the first paint come after it, in one chunk (0041). */}
              <RootsAfterPaint countryCode={countryCode} />
            </RealtimeProvider>
          </ToastProvider>
        </QueryProvider>
      </SiteProvider>
      <TagManager
        containerId={site.config.tag_manager_id}
        nonce={headerStore.get(NONCE_HEADER) ?? undefined}
      />
      <ContainerQueryFallback />
    </RuntimeConfigProvider>
  );
}
