'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApiContext } from '@/platform/api/use-api-context';
import { MODAL_EXIT_MS } from '@/ui';
import { bonusTypeOf, unseenBonusesQuery, useMarkBonusSeen } from './api/player-bonuses';
import type { PlayerBonus } from './api/player-bonuses';

const keyOf = (bonus: PlayerBonus) => `${bonusTypeOf(bonus)}:${bonus.id}`;

/** The alert on screen: the bonus shown (kept while the modal leaves) and whether it is open. */
export interface BonusAlertState {
  bonus: PlayerBonus | null;
  open: boolean;
  /** Unseen bonuses still to show after this one. */
  waiting: number;
  close: () => void;
}

/**
 * SPEC §4 Bonus and jackpot notifications: the player's unseen available bonuses are shown one by one, each
 * `delayMs` after the previous one closed (or after they arrive), and marked seen as it opens, so a reload or
 * another tab does not show it again. A bonus issued while the page is open joins the queue when its
 * `bonus_issued` refetches the list. `heldBack` holds the next alert while something bigger goes first (a
 * jackpot hit, SPEC §4); its delay starts again once that has gone.
 */
export function useBonusAlertQueue(
  viewer: number | null,
  settings: { enabled: boolean; delayMs: number },
  heldBack = false,
) {
  const context = useApiContext();
  const enabled = settings.enabled && viewer !== null;
  const unseen = useQuery({ ...unseenBonusesQuery(context, viewer ?? 0), enabled });
  const markSeen = useMarkBonusSeen();
  const shown = useRef(new Set<string>());
  const [bonus, setBonus] = useState<PlayerBonus | null>(null);
  const [open, setOpen] = useState(false);

  const pending = enabled ? (unseen.data ?? []).filter((item) => !shown.current.has(keyOf(item))) : [];
  const next = pending[0];
  const { mutate } = markSeen;
  // NOTE: after an alert, the next waits for it to have left the screen at least, so they never overlap.
  const wait = bonus ? Math.max(settings.delayMs, MODAL_EXIT_MS + 250) : settings.delayMs;
  useEffect(() => {
    if (open || !next || heldBack) return;
    const timer = setTimeout(() => {
      shown.current.add(keyOf(next));
      setBonus(next);
      setOpen(true);
      mutate(next);
    }, wait);
    return () => clearTimeout(timer);
  }, [open, next, wait, mutate, heldBack]);

  // NOTE: a player who signs out takes their alert with them.
  useEffect(() => {
    if (viewer === null) setOpen(false);
  }, [viewer]);

  return { bonus, open, waiting: open ? pending.length : 0, close: () => setOpen(false) } as BonusAlertState;
}
