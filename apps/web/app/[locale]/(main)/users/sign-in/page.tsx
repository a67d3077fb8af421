import { getTranslations } from 'next-intl/server';
import { AuthRoutePage } from '@/features/auth';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('signIn') };
}

export default function SignInPage() {
  return <AuthRoutePage modal="signIn" />;
}
