import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('promotions') };
}

export default function PromotionsPage() {
  return <UpcomingPage page="promotions" />;
}
