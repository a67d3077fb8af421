import { getTranslations } from 'next-intl/server';
import { ResultsView } from '@/features/results';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('results') };
}

/** The Results page: finished matches with their final scores, by day. */
export default function ResultsPage() {
  return <ResultsView />;
}
