import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('passwordEdit') };
}

export default function PasswordEditPage() {
  return <UpcomingPage page="passwordEdit" />;
}
