'use client';

import { useJackpotHitAhead } from '@/features/jackpots';
import { useSession } from '@/platform/session';
import { useSiteConfig } from '@/platform/site/site-provider';
import { BonusAlertModal } from './components/bonus-alert-modal';
import { useBonusAlertQueue } from './use-bonus-alert-queue';
import { useBonusToasts } from './use-bonus-toasts';

/**
 * Bonus alerts and the bonus toast in every page of a signed-in player (SPEC §2.5, §4), as the site configures
 * them (`bonus_alerts`, `bonus_toasts`), after the player's jackpot hits.
 */
export function BonusAlertsRoot() {
  const session = useSession();
  const viewer = session.status === 'logged_in' ? (session.player?.profile.id ?? null) : null;
  const { bonus_alerts: settings } = useSiteConfig();
  useBonusToasts(viewer);
  // NOTE: a jackpot hit is the bigger news; when both wait, its alert shows first (SPEC §4).
  const hitAhead = useJackpotHitAhead();
  const alert = useBonusAlertQueue(
    viewer,
    { enabled: settings.enabled, delayMs: settings.delay_ms },
    hitAhead,
  );
  return alert.bonus ? (
    <BonusAlertModal bonus={alert.bonus} open={alert.open} waiting={alert.waiting} onClose={alert.close} />
  ) : null;
}
