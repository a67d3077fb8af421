import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('initSportsbook') };
}

export default function InitSportsbookPage() {
  return <UpcomingPage page="initSportsbook" />;
}
