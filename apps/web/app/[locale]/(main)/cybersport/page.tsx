import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('cybersport') };
}

export default function CybersportPage() {
  return <UpcomingPage page="cybersport" />;
}
