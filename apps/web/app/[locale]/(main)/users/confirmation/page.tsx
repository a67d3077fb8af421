import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('confirmation') };
}

export default function ConfirmationPage() {
  return <UpcomingPage page="confirmation" />;
}
