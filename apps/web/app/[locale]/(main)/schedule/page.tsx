import { getTranslations } from 'next-intl/server';
import { ScheduleView } from '@/features/schedule';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('schedule') };
}

/** The Schedule page: upcoming matches by day and sport. */
export default function SchedulePage() {
  return <ScheduleView />;
}
