import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('favorites') };
}

export default function FavoritesPage() {
  return <UpcomingPage page="favorites" />;
}
