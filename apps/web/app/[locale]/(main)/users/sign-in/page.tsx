import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('signIn') };
}

export default function SignInPage() {
  return <UpcomingPage page="signIn" />;
}
