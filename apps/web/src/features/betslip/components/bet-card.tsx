'use client';

import { potentialWin } from '@sportsbook/betting';
import type { MinorUnits } from '@sportsbook/betting';
import type { SlipBet } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { SelectionRow } from './selection-row';
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
  messagesByBet,
  editable,
  quickStakes,
  onRemove,
  onStake,
}: {
  bet: SlipBet;
  messagesByBet: Readonly<Record<string, string>>;
  editable: boolean;
  /** Quick-stake amounts of the settings, in the bet's minor units. */
  quickStakes: readonly number[];
  onRemove: (selectionId: string) => void;
  onStake: (stake: MinorUnits) => void;
}) {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const name = betName(bet, t);
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
      <div className={styles.betFooter}>
        <StakeInput
          label={t('stake')}
          accessibleName={t('stakeFor', { name })}
          stake={bet.stake}
          currency={bet.currency}
          subunits={bet.subunits}
          disabled={!editable}
          onStake={onStake}
        />
        <div className={styles.win}>
          <span className={styles.muted}>{t('potentialWin')}</span>
          <output data-testid="potential-win">
            {formatMoney(potentialWin(bet), bet.subunits, bet.currency, locale)}
          </output>
        </div>
      </div>
      <QuickStakes
        stakes={quickStakes}
        currency={bet.currency}
        subunits={bet.subunits}
        disabled={!editable}
        onStake={onStake}
      />
    </li>
  );
}
