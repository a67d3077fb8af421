import { getTranslations } from 'next-intl/server';
import { LimitsView } from '@/features/limits';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('limits') };
}

/** The player's responsible-gambling limits, with the way to the platform's form that changes them. */
export default function LimitsPage() {
  return <LimitsView />;
}
