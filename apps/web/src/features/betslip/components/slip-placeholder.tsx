'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Tabs } from '@/ui/tabs';
import { useQuickBet } from '../quick-bet/quick-bet-context';
import { useSelectionCount } from '../store/betslip-context';
import { SlipLandmark } from './slip-landmark';
import { useSlipTabs } from './slip-tabs';
import styles from './betslip.module.css';
import quickBetStyles from '../quick-bet/quick-bet.module.css';

/**
 * The bet-slip column as the server and the first paint draw it, with none of the column's code (issue 25,
 * docs/decisions/0040): the same landmark, quick-bet switch, tabs and empty slip, in the same boxes, so the real
 * column takes its place without a shift. A pointer, a key or focus on it fetches the column
 * (`loadColumnWhenWanted`).
 *
 * The quick-bet switch carries only the early-tap mark (decision 0029), not its ready ref: a tap on it is kept
 * by the inline recorder and replayed once on the real switch, which takes it by its name, `quick-bet`. The tabs
 * work (the panel store is in the first load); the tab's count follows the ticket store, so a restored slip's
 * count shows as soon as the store has it.
 */
export function SlipPlaceholder() {
  const t = useTranslations('betslip');
  const quickBetLabel = useTranslations('quickBet')('label');
  const labelId = useId();
  const tabs = useSlipTabs();
  const { isEnabled } = useQuickBet();
  const count = useSelectionCount();
  return (
    <SlipLandmark placeholder>
      <div className={quickBetStyles.bar}>
        <div className={quickBetStyles.row}>
          <span id={labelId} className={quickBetStyles.label}>
            {quickBetLabel}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={isEnabled}
            aria-labelledby={labelId}
            className={quickBetStyles.switch}
            // NOTE: the mark without the ready ref: the recorder keeps the tap until the real switch is there.
            data-early-tap="quick-bet"
          >
            <span className={quickBetStyles.knob} aria-hidden="true" />
          </button>
        </div>
      </div>
      <Tabs {...tabs}>
        {/* An empty line where the slip has bets or MY_BETS is chosen: their code arrives with the column. */}
        {tabs.selected === 'MY_BETS' || count > 0 ? (
          <p className={styles.empty} aria-busy="true" />
        ) : (
          <p className={styles.empty}>{t('empty')}</p>
        )}
      </Tabs>
    </SlipLandmark>
  );
}
