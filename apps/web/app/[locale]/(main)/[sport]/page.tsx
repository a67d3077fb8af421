import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getSports } from '@/features/catalogue';
import { serverApiContext } from '@/platform/api/server-context';

export default async function SportPage({ params }: { params: Promise<{ locale: string; sport: string }> }) {
  const { locale, sport: key } = await params;
  const sport = (await getSports(serverApiContext(locale))).find((item) => item.key === key);
  if (!sport) notFound();
  const t = await getTranslations('catalogue');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{sport.name}</h1>
      <p>{t('eventsSoon', { sport: sport.name })}</p>
    </section>
  );
}
