import { redirect } from 'next/navigation';
import { localizeHref } from '@/platform/i18n/locale-rules';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { getSiteDocument } from '@/platform/site/site-document';

/**
 * /_app (SPEC §2.1): the application wrapper every page is rendered in; "its content is not shown". Here the
 * wrapper is the locale layout, so the address itself leads to the home page in the same language.
 */
export default async function AppPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const site = await getSiteDocument();
  redirect(localizeHref('/', locale, localeSettingsOf(site.config)));
}
