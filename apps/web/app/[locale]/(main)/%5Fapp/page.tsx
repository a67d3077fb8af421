import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('app') };
}

export default function AppPage() {
  return <UpcomingPage page="app" />;
}
