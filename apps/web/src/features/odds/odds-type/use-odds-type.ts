'use client';

import type { OddsType } from '@sportsbook/contract';
import { useSyncExternalStore } from 'react';
import { DEFAULT_ODDS_TYPE, getOddsType, subscribeOddsType } from './odds-type-store';

/** The chosen odds type; the server and hydration render the default, then the stored choice applies. */
export function useOddsType(): OddsType {
  return useSyncExternalStore(subscribeOddsType, getOddsType, () => DEFAULT_ODDS_TYPE);
}
