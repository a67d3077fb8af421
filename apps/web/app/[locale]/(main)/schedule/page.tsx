import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('schedule') };
}

export default function SchedulePage() {
  return <UpcomingPage page="schedule" />;
}
