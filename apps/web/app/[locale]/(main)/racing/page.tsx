import { getTranslations } from 'next-intl/server';
import { RacingView } from '@/features/racing';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('racing') };
}

/** The Horse racing page: today's meetings and race cards. */
export default function RacingPage() {
  return <RacingView />;
}
