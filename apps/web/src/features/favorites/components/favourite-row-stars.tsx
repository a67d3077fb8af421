'use client';

import type { Match } from '@sportsbook/contract';
import type { ReactNode } from 'react';
import { MatchRowExtraProvider } from '@/features/events';
import { FavouriteToggle } from './favourite-toggle';

function MatchRowStar({ match }: { match: Match }) {
  return (
    <FavouriteToggle id={match.id} name={`${match.competitors.home.name} – ${match.competitors.away.name}`} />
  );
}

/** Puts the favourites star on every match row below it (the events feature leaves a slot for it). */
export function FavouriteRowStars({ children }: { children: ReactNode }) {
  return <MatchRowExtraProvider extra={MatchRowStar}>{children}</MatchRowExtraProvider>;
}
