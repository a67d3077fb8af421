import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('generalRules') };
}

export default function GeneralRulesPage() {
  return <UpcomingPage page="generalRules" />;
}
