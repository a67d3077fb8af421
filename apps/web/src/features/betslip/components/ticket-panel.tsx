'use client';

import { Tabs } from '@/ui';
import { useOnDemand } from '@/ui/load-on-demand';
import { QuickBetToggle } from '../quick-bet/quick-bet-toggle';
import { myBetsCode } from './slip-on-demand';
import { useSlipTabs } from './slip-tabs';
import { SlipView } from './slip-view';
import styles from './betslip.module.css';

/**
 * The ticket panel's content (SPEC §2.4): the quick-bet switch, then the BET_SLIP and MY_BETS tabs; MY_BETS
 * only when the site shows it.
 */
export function TicketPanel() {
  const tabs = useSlipTabs();
  const shown = tabs.selected;
  const myBets = useOnDemand(myBetsCode, shown === 'MY_BETS');
  return (
    <>
      <QuickBetToggle />
      <Tabs {...tabs}>
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
