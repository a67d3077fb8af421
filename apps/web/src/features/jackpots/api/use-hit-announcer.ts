'use client';

import type { JackpotHit } from '@sportsbook/contract';
import { privateUserChannel } from '@sportsbook/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useReducer, useState } from 'react';
import { useApiContext } from '@/platform/api/use-api-context';
import { reportError } from '@/platform/errors/report-error';
import { isReportedCallError } from '@/platform/errors/report-rules';
import { useRealtimeChannel } from '@/platform/realtime';
import { useSiteConfig } from '@/platform/site/site-provider';
import { MODAL_OPEN_BODY_CLASS } from '@/ui';
import { setJackpotHitAhead } from '../hit-priority';
import { HIT_SHOW_DELAY_MS, hitPresentation, nextHitToShow } from '../hit-queue';
import { useUnseenJackpotHits } from './get-jackpot-hits';
import { jackpotKeys } from './jackpot-keys';
import { markJackpotHitsSeen } from './mark-hits-seen';

// NOTE: module-wide, not component state: a hit is announced once per page even if its root remounts (a
// layout change, strict mode), and before the server has recorded it seen.
const handledHits = new Set<number>();

/** Forgets the hits handled on this page (tests start each case afresh). */
export function resetHandledHitsForTests(): void {
  handledHits.clear();
}

/**
 * Finds the signed-in player's unseen jackpot hits and announces each once (SPEC §4): 1 s after it is
 * detected, as the alert dialog (`showing`) or, over another dialog, as a toast card (`onToast`); then marks it
 * seen. `bonus_issued` of type jackpot on the player's channel asks for the hits at once, and for the pools,
 * which the hit restarted.
 */
export function useHitAnnouncer(
  userId: number | null,
  onToast: (hit: JackpotHit) => void,
): { showing: JackpotHit | null; close: () => void } {
  const locale = useLocale();
  const client = useQueryClient();
  const context = useApiContext();
  const jackpotToasts = useSiteConfig().bonus_toasts.jackpot;
  const hits = useUnseenJackpotHits(userId);
  const [showing, setShowing] = useState<JackpotHit | null>(null);
  // NOTE: a hit handed to a toast changes no state here; this redraw drops it from `candidate`.
  const [, handled] = useReducer((count: number) => count + 1, 0);

  useRealtimeChannel(userId === null ? null : privateUserChannel(locale, userId), (event) => {
    if (event.event_name === 'bonus_issued' && event.message.bonus_type === 'jackpot')
      void client.invalidateQueries({ queryKey: jackpotKeys.all });
  });

  const candidate = showing === null ? nextHitToShow(hits.data ?? [], handledHits) : null;
  const candidateId = candidate?.id ?? null;
  const ahead = (userId !== null && hits.isPending) || candidate !== null || showing !== null;
  useEffect(() => setJackpotHitAhead(ahead), [ahead]);
  useEffect(() => () => setJackpotHitAhead(false), []);
  useEffect(() => {
    if (candidate === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const otherDialog = document.body.classList.contains(MODAL_OPEN_BODY_CLASS);
      const presentation = hitPresentation(otherDialog, jackpotToasts);
      if (presentation === 'wait') {
        timer = setTimeout(attempt, HIT_SHOW_DELAY_MS);
        return;
      }
      handledHits.add(candidate.id);
      // NOTE: the hit stays handled on this page; a mark that failed shows it again after a reload only.
      markJackpotHitsSeen(context, [candidate.id]).catch((error: unknown) => {
        if (isReportedCallError(error)) reportError({ source: 'jackpots.mark-seen', error });
      });
      if (presentation === 'modal') setShowing(candidate);
      else onToast(candidate);
      handled();
    };
    timer = setTimeout(attempt, HIT_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
    // NOTE: keyed by the hit's id: a refetch that brings the same hit again does not restart its second.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [candidateId]);

  return { showing, close: () => setShowing(null) };
}
