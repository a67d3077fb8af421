'use client';

import { useTranslations } from 'next-intl';
import { useSiteConfig } from '@/platform/site/site-provider';
import type { TabsProps } from '@/ui/tabs';
import { useBetslipStores, usePanelField, useSelectionCount } from '../store/betslip-context';
import type { PanelState } from '../store/panel-store';
import styles from './betslip.module.css';

/**
 * The ticket panel's tabs (SPEC §2.4): BET_SLIP with its count, then MY_BETS only when the site shows it. Shared
 * by the column and the placeholder the server draws in its place (decision 0040), so the two look the same.
 */
export function useSlipTabs(): Omit<TabsProps<PanelState['tab']>, 'children'> {
  const t = useTranslations('betslip');
  const { panel } = useBetslipStores();
  const tab = usePanelField('tab');
  const myBetsEnabled = useSiteConfig().my_bets_enabled;
  return {
    label: t('tabs.label'),
    tabs: [
      {
        key: 'BET_SLIP',
        label: (
          <>
            {t('tabs.BET_SLIP')}
            <SlipCount />
          </>
        ),
      },
      ...(myBetsEnabled ? [{ key: 'MY_BETS' as const, label: t('tabs.MY_BETS') }] : []),
    ],
    selected: myBetsEnabled ? tab : 'BET_SLIP',
    onSelect: (key) => panel.open(key),
  };
}

/**
 * The BET_SLIP tab's count: the one part of the panel that follows the slip's selections, so that a tap
 * re-renders it alone, not the quick-bet switch and the tabs (issue 25, click-to-paint).
 */
function SlipCount() {
  const count = useSelectionCount();
  return count > 0 ? <span className={styles.count}>{count}</span> : null;
}
