'use client';

import { useJackpotHitAhead } from '@/features/jackpots';
import { useSession } from '@/platform/session';
import { useSiteConfig } from '@/platform/site/site-provider';
import { onDemand, useOnDemand } from '@/ui/load-on-demand';
import { useBonusAlertQueue } from './use-bonus-alert-queue';
import { useBonusToasts } from './use-bonus-toasts';

// NOTE: the alert is fetched when there is a bonus to show, not with every page (issue 25, first load).
export const bonusAlertModalCode = onDemand(() => import('./components/bonus-alert-modal'));

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
  const modal = useOnDemand(bonusAlertModalCode, alert.bonus !== null);
  return alert.bonus && modal ? (
    <modal.BonusAlertModal
      bonus={alert.bonus}
      open={alert.open}
      waiting={alert.waiting}
      onClose={alert.close}
    />
  ) : null;
}
