'use client';

import { useTranslations } from 'next-intl';
import { activeAccount, useSession } from '@/platform/session';
import { Button } from '@/ui';
import type { ButtonSize, ButtonVariant } from '@/ui';
import { requestDeposit } from '../request-deposit';
import { useDepositAllowed } from '../use-deposit-allowed';

/**
 * Starts a deposit where a player needs money (the header balance, the slip when the balance is short): the
 * deposit modal, or the host's cashier in an operator's frame that listens for it; absent when deposits are off
 * or not allowed here (SPEC §5, §6 `quick_deposit`).
 */
export function DepositButton({
  size = 'sm',
  variant = 'primary',
  className,
}: {
  size?: ButtonSize;
  variant?: ButtonVariant;
  className?: string;
}) {
  const t = useTranslations('deposit');
  const { player } = useSession();
  const allowed = useDepositAllowed();
  if (!allowed) return null;
  const currency = activeAccount(player)?.currency ?? player?.profile.currency ?? null;
  return (
    <Button size={size} variant={variant} className={className} onClick={() => requestDeposit(currency)}>
      {t('open')}
    </Button>
  );
}
