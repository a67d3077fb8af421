import { getTranslations } from 'next-intl/server';
import { FavoritesView } from '@/features/favorites';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('favorites') };
}

/** The Favorites page: the player's starred matches, or a sign-in prompt for visitors. */
export default function FavoritesPage() {
  return <FavoritesView />;
}
