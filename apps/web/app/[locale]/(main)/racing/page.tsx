import { getTranslations } from 'next-intl/server';
import { RacingView } from '@/features/racing';
import { notFoundUnlessSportSwitchedOn } from '@/platform/navigation/section-switches-on-server';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('racing') };
}

/** The Horse racing page: today's meetings and race cards; not found while the operator switches racing off. */
export default async function RacingPage({ params }: { params: Promise<{ locale: string }> }) {
  await notFoundUnlessSportSwitchedOn((await params).locale, 'horse-racing');
  return <RacingView />;
}
