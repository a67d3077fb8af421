'use client';

import { MatchStatus } from '@sportsbook/contract/refs';
import type { Match } from '@sportsbook/contract';
import { usePlayerSettings } from '@/platform/session';

/**
 * Whether the match page offers its "Bet builder" tab: the sportsbook settings allow custom bets (SPEC §3
 * Settings `custom_bet_enabled`) and the match still takes bets (prematch or live). Only the settings are
 * fetched here; the custom markets themselves load when the tab is opened.
 */
export function useBetBuilderOffered(match: Match | undefined): boolean {
  const settings = usePlayerSettings();
  if (!match) return false;
  const open = match.status === MatchStatus.prematch || match.status === MatchStatus.live;
  return open && settings?.custom_bet_enabled === true;
}
