'use client';

import type { JackpotHit } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useSession } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { useToast } from '@/ui';
import { useJackpots } from '../api/get-jackpots';
import { useHitAnnouncer } from '../api/use-hit-announcer';
import { JackpotHitAlert, JackpotHitCard, useHitAmount } from './jackpot-hit-alert';

function HitAnnouncer({ userId }: { userId: number }) {
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

/**
 * The jackpot hits of the signed-in player, shown once each (SPEC §2.5, §4). Mounted once in the page shell;
 * nothing with the `jackpots` flag off (SPEC §6) or for a visitor.
 */
export function JackpotRoot() {
  const enabled = useFeatureFlag('jackpots');
  const { status, player } = useSession();
  const userId = status === 'logged_in' ? (player?.profile.id ?? null) : null;
  if (!enabled || userId === null) return null;
  return <HitAnnouncer key={userId} userId={userId} />;
}
