import { getTranslations } from 'next-intl/server';
import { AuthRoutePage } from '@/features/auth';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('passwordEdit') };
}

export default function PasswordEditPage() {
  return <AuthRoutePage modal="passwordEdit" />;
}
