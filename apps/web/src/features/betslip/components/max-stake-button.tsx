'use client';

import { maxStakeRequest } from '@sportsbook/betting';
import type { MinorUnits } from '@sportsbook/betting';
import type { SlipBet } from '@sportsbook/contract';
import { routeRefs } from '@sportsbook/contract/refs';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { useSession } from '@/platform/session';
import betslipStyles from './betslip.module.css';
import styles from './max-stake-button.module.css';

/**
 * "Max" (SPEC §7 `POST /bets/max-stake`): the server says the largest stake it would accept for the bet now
 * (its limits, the odds' maximum win, the balance) and the slip takes it as the stake. Signed-in players only:
 * the answer depends on the player. When it cannot be had, the player is told and types a stake instead.
 */
export function MaxStakeButton({
  bet,
  betName,
  disabled,
  onStake,
}: {
  bet: SlipBet;
  betName: string;
  disabled: boolean;
  onStake: (stake: MinorUnits) => void;
}) {
  const t = useTranslations('betslip');
  const context = useApiContext();
  const signedIn = useSession().status === 'logged_in';
  const maxStake = useMutation({
    mutationFn: () => apiRequest(routeRefs.bets.getMaxStake, { body: maxStakeRequest(bet) }, context),
    onSuccess: (answer) => {
      if (answer.currency === bet.currency) onStake(answer.max_stake as MinorUnits);
    },
  });
  if (!signedIn) return null;
  return (
    <div className={styles.row}>
      <button
        type="button"
        className={betslipStyles.quickStake}
        disabled={disabled || maxStake.isPending}
        aria-busy={maxStake.isPending || undefined}
        aria-label={t('maxStakeFor', { name: betName })}
        onClick={() => maxStake.mutate()}
      >
        {t('maxStake')}
      </button>
      <p className={styles.error} role="status">
        {maxStake.isError ? t('maxStakeFailed') : null}
      </p>
    </div>
  );
}
