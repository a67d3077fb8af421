import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('signUp') };
}

export default function SignUpPage() {
  return <UpcomingPage page="signUp" />;
}
