import { getTranslations } from 'next-intl/server';
import { UpcomingPage } from '@/features/shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('about') };
}

export default function AboutPage() {
  return <UpcomingPage page="about" />;
}
