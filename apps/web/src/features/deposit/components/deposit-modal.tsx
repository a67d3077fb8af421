'use client';

import type { Deposit, DepositOptions } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button, Modal, Tabs } from '@/ui';
import { depositOptionsKey, useDepositOptions } from '../api/get-deposit-options';
import { closeDepositModal, openDepositModal, useDepositPrompt } from '../deposit-prompt';
import type { DepositMode } from '../deposit-prompt';
import { useDepositOutcome } from '../use-deposit-outcome';
import { DepositDetailsForm } from './deposit-details-form';
import { DepositPageFrame } from './deposit-page-frame';
import { QuickDepositForm } from './quick-deposit-form';
import styles from '../deposit.module.css';

function QuickDeposit({ userId, currency }: { userId: number; currency: string }) {
  const t = useTranslations('deposit');
  const queryClient = useQueryClient();
  const options = useDepositOptions(userId, currency);
  const announce = useDepositOutcome();
  const key = depositOptionsKey(userId, currency);

  if (options.isPending)
    return (
      <p className={styles.hint} role="status">
        {t('loading')}
      </p>
    );
  if (options.isError)
    return (
      <div className={styles.form}>
        <p className={styles.error} role="alert">
          {t('optionsFailed')}
        </p>
        <Button variant="secondary" onClick={() => void options.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  // SPEC §5: the details the site asks for come before any deposit.
  if (options.data.missing_fields.length > 0)
    return (
      <DepositDetailsForm
        missing={options.data.missing_fields}
        onSaved={(next: DepositOptions) =>
          queryClient.setQueryData(key, { ...options.data, missing_fields: next.missing_fields })
        }
      />
    );
  return (
    <QuickDepositForm
      options={options.data}
      onDetailsMissing={() => void options.refetch()}
      onDeposit={(deposit: Deposit) => {
        announce(deposit);
        closeDepositModal();
      }}
    />
  );
}

/**
 * The deposit modal (SPEC §2.5): the quick deposit with presets, or the provider's page embedded. Its outcome is
 * told by the quick-deposit toasts of §8; a deposit waiting for the bank is followed until it settles.
 */
export function DepositModal({ userId, currency }: { userId: number; currency: string }) {
  const t = useTranslations('deposit');
  const { open, mode } = useDepositPrompt();
  const announce = useDepositOutcome();
  const tabs: { key: DepositMode; label: string }[] = [
    { key: 'quick', label: t('tabs.quick') },
    { key: 'page', label: t('tabs.page') },
  ];
  return (
    <Modal open={open} onClose={closeDepositModal} title={t('title')} size="large" closeLabel={t('close')}>
      <Tabs label={t('tabs.label')} tabs={tabs} selected={mode} onSelect={(next) => openDepositModal(next)}>
        {open && mode === 'quick' ? <QuickDeposit userId={userId} currency={currency} /> : null}
        {open && mode === 'page' ? (
          <DepositPageFrame
            currency={currency}
            onResult={(result) => {
              announce({ id: result.depositId, status: result.status });
              closeDepositModal();
            }}
          />
        ) : null}
      </Tabs>
    </Modal>
  );
}
