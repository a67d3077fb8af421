'use client';

import type { JackpotHit } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useToast } from '@/ui';
import { useJackpots } from '../api/get-jackpots';
import { useHitAnnouncer } from '../api/use-hit-announcer';
import { JackpotHitAlert, JackpotHitCard, useHitAmount } from './jackpot-hit-alert';

/**
 * The signed-in player's jackpot hits as they come: a toast, then the hit's alert once (SPEC §2.5, §4). Fetched
 * with its alert when a player signs in (see JackpotRoot).
 */
export function HitAnnouncer({ userId }: { userId: number }) {
  const t = useTranslations('jackpots.hit');
  const toast = useToast();
  const jackpots = useJackpots().data ?? [];
  // NOTE: a hit names its currency but not its digits; its jackpot has them (0.00012345 BTC, not 12345 BTC).
  const amountOf = useHitAmount(
    (hit) => jackpots.find((jackpot) => jackpot.id === hit.jackpot_id)?.currency_subunits ?? 2,
  );
  const showToast = (hit: JackpotHit) =>
    toast.show({
      id: `jackpot-hit-${hit.id}`,
      type: 'success',
      title: t('toastTitle'),
      description: <JackpotHitCard hit={hit} amount={amountOf(hit)} />,
      autoClose: false,
    });
  const { showing, close } = useHitAnnouncer(userId, showToast);
  return <JackpotHitAlert hit={showing} amountOf={amountOf} onClose={close} />;
}
