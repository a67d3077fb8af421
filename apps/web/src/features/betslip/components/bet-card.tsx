'use client';

import { potentialReturn, totalOdds } from '@sportsbook/betting';
import type { MinorUnits } from '@sportsbook/betting';
import type { SlipBet } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { BetBonusPicker } from '@/features/bonuses';
import { BetJackpots } from '@/features/jackpots';
import { numberFormat } from '@/platform/i18n/number-format';
import { useSiteConfig } from '@/platform/site/site-provider';
import { useSlipBonuses } from '../bonus/use-slip-bonuses';
import { RaceBetToggle } from '../race/race-bet-toggle';
import { SelectionRow } from './selection-row';
import { MaxStakeButton } from './max-stake-button';
import { QuickStakes } from './quick-stakes';
import { StakeInput } from './stake-input';
import styles from './betslip.module.css';

function betName(bet: SlipBet, t: ReturnType<typeof useTranslations<'betslip'>>): string {
  const first = bet.selections[0];
  if (bet.betType === 'combo') return t('comboName', { count: bet.selections.length });
  if (bet.betType === 'system' && bet.systemType)
    return t('systemName', { win: bet.systemType.winCount, total: bet.systemType.totalCount });
  return first ? first.outcomeName : '';
}

/** One bet of the slip: its selections, its stake field with the quick stakes, and its potential win. */
export function BetCard({
  bet,
  betIndex,
  messagesByBet,
  editable,
  quickStakes,
  onRemove,
  onStake,
  onEnter,
}: {
  bet: SlipBet;
  betIndex: number;
  messagesByBet: Readonly<Record<string, string>>;
  editable: boolean;
  /** Quick-stake amounts of the settings, in the bet's minor units. */
  quickStakes: readonly number[];
  onRemove: (selectionId: string) => void;
  onStake: (stake: MinorUnits) => void;
  /** Enter in the stake field (the slip's Place, while it can place). */
  onEnter?: () => void;
}) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const name = betName(bet, t);
  const bonuses = useSlipBonuses(bet, betIndex);
  // The site may hide the potential win (SPEC §3 site configuration, `show_potential_win`).
  const showPotentialWin = useSiteConfig().show_potential_win;
  const money = (minor: number) => formatMoney(minor, bet.subunits, bet.currency, locale);
  // A freebet's stake is its amount (SPEC §4 Bonus choice); it changes only with the bonus.
  const stakeLocked = !editable || bet.bonus?.type === 'freebet';
  const decimals = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <li className={styles.bet}>
      <ul className={styles.selections}>
        {bet.selections.map((selection, index) => (
          <SelectionRow
            key={selection.id}
            selection={selection}
            message={index === 0 ? messagesByBet[selection.id] : undefined}
            disabled={!editable}
            onRemove={() => onRemove(selection.id)}
          />
        ))}
      </ul>
      <RaceBetToggle bet={bet} disabled={!editable} money={money} />
      <div className={styles.betFooter}>
        <StakeInput
          label={t('stake')}
          accessibleName={t('stakeFor', { name })}
          stake={bet.stake}
          currency={bet.currency}
          subunits={bet.subunits}
          disabled={stakeLocked}
          onStake={onStake}
          onEnter={onEnter}
        />
        {showPotentialWin ? (
          <div className={styles.win}>
            <span className={styles.muted}>{t('potentialWin')}</span>
            <output data-testid="potential-win">{money(potentialReturn(bet))}</output>
          </div>
        ) : null}
        {bet.bonus?.odds != null ? (
          <p className={styles.boosted} data-testid="boosted-odds">
            {t('boostedOdds', { odds: decimals.format(totalOdds(bet)) })}
          </p>
        ) : null}
      </div>
      <BetBonusPicker
        bet={bet}
        offers={bonuses.offers}
        heldElsewhere={bonuses.heldElsewhere}
        disabled={!editable}
        money={money}
        onChoose={bonuses.choose}
        onLapse={bonuses.lapse}
      />
      <BetJackpots bet={bet} />
      <QuickStakes
        stakes={quickStakes}
        currency={bet.currency}
        subunits={bet.subunits}
        disabled={stakeLocked}
        onStake={onStake}
      />
      <MaxStakeButton bet={bet} betName={name} disabled={stakeLocked} onStake={onStake} />
    </li>
  );
}
