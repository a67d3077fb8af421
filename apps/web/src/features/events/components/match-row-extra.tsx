'use client';

import type { Match } from '@sportsbook/contract';
import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * A control another feature puts at the start of every match row (the favourites star), given through context
 * so that the events feature does not import the feature that builds on it.
 */
export type MatchRowExtra = ComponentType<{ match: Match }>;

const MatchRowExtraContext = createContext<MatchRowExtra | null>(null);

/** Gives every match row below it the `extra` control. */
export function MatchRowExtraProvider({ extra, children }: { extra: MatchRowExtra; children: ReactNode }) {
  return <MatchRowExtraContext.Provider value={extra}>{children}</MatchRowExtraContext.Provider>;
}

/** The control match rows show beside the teams, or null when no feature gave one. */
export function useMatchRowExtra(): MatchRowExtra | null {
  return useContext(MatchRowExtraContext);
}
