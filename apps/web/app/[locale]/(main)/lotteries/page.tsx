import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('lotteries') };
}

export default function LotteriesPage() {
  return <UpcomingPage page="lotteries" />;
}
