import { getTranslations } from 'next-intl/server';
import { SiteContentPage, contentPageTitle } from '@/features/content';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params) {
  const { locale } = await params;
  const fallback = (await getTranslations('pages'))('generalRules');
  return { title: await contentPageTitle('general_rules', locale, fallback) };
}

/** General rules (SPEC §2.1): the operator's betting rules from the site configuration, with a table of contents. */
export default async function GeneralRulesPage({ params }: Params) {
  const { locale } = await params;
  return <SiteContentPage pageKey="general_rules" locale={locale} withContents />;
}
