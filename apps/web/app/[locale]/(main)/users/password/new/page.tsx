import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('passwordNew') };
}

export default function PasswordNewPage() {
  return <UpcomingPage page="passwordNew" />;
}
