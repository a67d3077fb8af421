'use client';

import { useTranslations } from 'next-intl';
import { useSiteConfig } from '@/platform/site/site-provider';
import { Tabs } from '@/ui';
import { useOnDemand } from '@/ui/load-on-demand';
import { QuickBetToggle } from '../quick-bet/quick-bet-toggle';
import { useBetslipStores, usePanelField, useSelectionCount } from '../store/betslip-context';
import { myBetsCode } from './slip-on-demand';
import { SlipView } from './slip-view';
import styles from './betslip.module.css';

/**
 * The ticket panel's content (SPEC §2.4): the quick-bet switch, then the BET_SLIP and MY_BETS tabs; MY_BETS
 * only when the site shows it.
 */
export function TicketPanel() {
  const t = useTranslations('betslip');
  const { panel } = useBetslipStores();
  const tab = usePanelField('tab');
  const myBetsEnabled = useSiteConfig().my_bets_enabled;
  const shown = myBetsEnabled ? tab : 'BET_SLIP';
  const myBets = useOnDemand(myBetsCode, shown === 'MY_BETS');
  const tabs = [
    {
      key: 'BET_SLIP' as const,
      label: (
        <>
          {t('tabs.BET_SLIP')}
          <SlipCount />
        </>
      ),
    },
    ...(myBetsEnabled ? [{ key: 'MY_BETS' as const, label: t('tabs.MY_BETS') }] : []),
  ];
  return (
    <>
      <QuickBetToggle />
      <Tabs label={t('tabs.label')} tabs={tabs} selected={shown} onSelect={(key) => panel.open(key)}>
        {shown !== 'MY_BETS' ? (
          <SlipView />
        ) : myBets ? (
          <myBets.MyBets />
        ) : (
          <p className={styles.empty} aria-busy="true" />
        )}
      </Tabs>
    </>
  );
}

/**
 * The BET_SLIP tab's count: the one part of the panel that follows the slip's selections, so that a tap
 * re-renders it alone, not the quick-bet switch and the tabs (issue 25, click-to-paint).
 */
function SlipCount() {
  const count = useSelectionCount();
  return count > 0 ? <span className={styles.count}>{count}</span> : null;
}
