'use client';

import type { MinorUnits } from '@sportsbook/betting';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatMoney } from '@/features/account';
import { earlyTap } from '@/platform/early-taps/early-tap';
import { activeAccount, useSession } from '@/platform/session';
import { Button } from '@/ui';
import { QuickStakes } from '../components/quick-stakes';
import { StakeInput } from '../components/stake-input';
import { useQuickStakes } from '../quick-stakes/use-quick-stakes';
import { useQuickBet, useQuickBetStores } from './quick-bet-context';
import styles from './quick-bet.module.css';

/**
 * The quick-bet switch of the ticket panel (SPEC §4 Quick bet): on, it asks for a stake (typed or a quick
 * stake of the settings) and its confirmation; the engine approves only a stake above 0, and a new stake or
 * currency needs confirming again. Once approved, one tap on a live outcome places it.
 */
export function QuickBetToggle() {
  const t = useTranslations('quickBet');
  const locale = useLocale();
  const labelId = useId();
  const { quickBet } = useQuickBetStores();
  const state = useQuickBet();
  const account = activeAccount(useSession().player);
  const quickStakes = useQuickStakes().stakes;
  const currency = account?.currency ?? state.currency ?? 'EUR';
  const subunits = account?.subunits ?? 2;
  const processing = state.state === 'PROCESSING';

  function setStake(stake: MinorUnits) {
    // The stake is in the player's currency: a quick bet kept from another currency takes this one first.
    if (state.currency !== currency) quickBet.dispatch({ type: 'quickBetCurrencyChanged', currency });
    quickBet.dispatch({ type: 'quickBetStakeChanged', stake });
  }

  return (
    <div className={styles.bar} data-testid="quick-bet" data-approved={state.isApproved || undefined}>
      <div className={styles.row}>
        <span id={labelId} className={styles.label}>
          {t('label')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={state.isEnabled}
          aria-labelledby={labelId}
          className={styles.switch}
          disabled={processing}
          onClick={() => quickBet.dispatch({ type: 'quickBetToggled', isEnabled: !state.isEnabled })}
          // A tap before the slip's chunk has hydrated is kept and replayed once (issue 25).
          {...earlyTap('quick-bet')}
        >
          <span className={styles.knob} aria-hidden="true" />
        </button>
      </div>
      {state.isEnabled ? (
        <div className={styles.settings}>
          <StakeInput
            label={t('stake')}
            stake={state.stake}
            currency={currency}
            subunits={subunits}
            disabled={processing}
            onStake={setStake}
          />
          <QuickStakes
            stakes={quickStakes}
            currency={currency}
            subunits={subunits}
            disabled={processing}
            onStake={setStake}
          />
          {state.isApproved ? (
            <p className={styles.ready} role="status">
              {t('ready', { stake: formatMoney(state.stake, subunits, currency, locale) })}
            </p>
          ) : (
            <>
              <p className={styles.hint}>{t('hint')}</p>
              <Button
                size="sm"
                disabled={state.stake <= 0 || processing}
                onClick={() => quickBet.dispatch({ type: 'quickBetApproved' })}
              >
                {t('approve')}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
