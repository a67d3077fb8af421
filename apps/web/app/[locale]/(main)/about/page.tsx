import { getTranslations } from 'next-intl/server';
import { SiteContentPage, contentPageTitle } from '@/features/content';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params) {
  const { locale } = await params;
  return { title: await contentPageTitle('about', locale, (await getTranslations('pages'))('about')) };
}

/** About (SPEC §2.1): the operator's page from the site configuration. */
export default async function AboutPage({ params }: Params) {
  const { locale } = await params;
  return <SiteContentPage pageKey="about" locale={locale} withContents={false} />;
}
