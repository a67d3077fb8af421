import { getTranslations } from 'next-intl/server';
import { AuthRoutePage } from '@/features/auth';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('passwordNew') };
}

export default function PasswordNewPage() {
  return <AuthRoutePage modal="passwordNew" />;
}
