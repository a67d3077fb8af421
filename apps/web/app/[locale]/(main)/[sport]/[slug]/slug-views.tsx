'use client';

import dynamic from 'next/dynamic';

// NOTE: a slug is a category, a league or a match. Each view is loaded in its own chunk (still rendered by the
// server), so a page brings the code of the view it shows rather than all three.

/** The category view (see `@/features/league`), in its own chunk. */
export const CategoryView = dynamic(() => import('@/features/league').then((module) => module.CategoryView));

/** The league view (see `@/features/league`), in its own chunk. */
export const LeagueView = dynamic(() => import('@/features/league').then((module) => module.LeagueView));

/** The match view (see `@/features/match`), in its own chunk. */
export const MatchView = dynamic(() => import('@/features/match').then((module) => module.MatchView));
