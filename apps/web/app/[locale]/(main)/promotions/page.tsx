import { getTranslations } from 'next-intl/server';
import { PromotionsView } from '@/features/promotions/components/promotions-view';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('promotions') };
}

/** The Promotions page (section key `promotions`): huntings, tournaments and their leaderboard, lootboxes. */
export default function PromotionsPage() {
  return <PromotionsView />;
}
