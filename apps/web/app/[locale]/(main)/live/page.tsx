import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('live') };
}

export default function LivePage() {
  return <UpcomingPage page="live" />;
}
