'use client';

import { useTranslations } from 'next-intl';
import { ContentBlocks } from '@/features/content-blocks';
import type { SanitizedBlocks } from '@/features/content-blocks';
import { useLiveUpdates } from '@/features/odds';

/**
 * The home page: the site's configured blocks (SPEC §2.7), kept live by one subscription to the public updates
 * channel for every match list on it.
 */
export function HomeView({ blocks }: { blocks: SanitizedBlocks }) {
  const t = useTranslations('home');
  useLiveUpdates();
  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <ContentBlocks blocks={blocks} />
    </>
  );
}
