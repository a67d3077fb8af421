import { getTranslations } from 'next-intl/server';
import { ConfirmEmailPage } from '@/features/auth';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('confirmation') };
}

export default function ConfirmationPage() {
  return <ConfirmEmailPage />;
}
