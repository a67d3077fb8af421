'use client';

import type { ContentBlock } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { FavoriteMatches } from '@/features/favorites';
import { BlockSection } from './block-section';

/** The player's favourite matches; visitors are asked to sign in (SPEC §6). */
export function FavoritesBlock({ block }: { block: Extract<ContentBlock, { type: 'favorites' }> }) {
  const t = useTranslations('blocks');
  return (
    <BlockSection
      id={block.id}
      title={t('titles.favorites')}
      more={{ href: '/favorites', label: t('seeAll') }}
    >
      <FavoriteMatches limit={block.limit} />
    </BlockSection>
  );
}
