import { getTranslations } from 'next-intl/server';
import { AuthRoutePage } from '@/features/auth';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('signUp') };
}

export default function SignUpPage() {
  return <AuthRoutePage modal="signUp" />;
}
