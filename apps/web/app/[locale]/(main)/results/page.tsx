import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('results') };
}

export default function ResultsPage() {
  return <UpcomingPage page="results" />;
}
