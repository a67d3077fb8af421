'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/ui';
import type { ButtonSize, ButtonVariant } from '@/ui';
import { openDepositModal } from '../deposit-prompt';
import { useDepositAllowed } from '../use-deposit-allowed';

/**
 * Opens the deposit modal where a player needs money (the header balance, the slip when the balance is short);
 * absent when deposits are off or not allowed here (SPEC §5, §6 `quick_deposit`).
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
  if (!useDepositAllowed()) return null;
  return (
    <Button size={size} variant={variant} className={className} onClick={() => openDepositModal('quick')}>
      {t('open')}
    </Button>
  );
}
