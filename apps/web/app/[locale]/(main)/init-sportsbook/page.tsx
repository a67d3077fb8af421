import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { InitSportsbook } from '@/features/content';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('initSportsbook') };
}

/** Init sportsbook (SPEC §2.1): the embedding host's entry, which prepares the session and goes on. */
export default function InitSportsbookPage() {
  return (
    <Suspense>
      <InitSportsbook />
    </Suspense>
  );
}
