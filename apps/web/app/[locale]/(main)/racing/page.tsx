import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('racing') };
}

export default function RacingPage() {
  return <UpcomingPage page="racing" />;
}
