'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Icon } from '@/platform/icons/icon';
import { useSiteConfig } from '@/platform/site/site-provider';
import { floatingActionStyles } from '@/ui';
import { useBetslipStores, usePanelField, useSelectionCount } from '../store/betslip-context';
import styles from './betslip.module.css';

/**
 * Whether the floating ticket shows (SPEC §3 Site configuration `floating_ticket`): when the site turns it on,
 * while the slip holds selections and the ticket panel is closed. It is drawn between 780 and 1279 px only: wider
 * screens show the slip in its own column, phones have the tab bar's bet slip item (decision 0028).
 */
export function showsFloatingTicket(enabled: boolean, selections: number, panelOpen: boolean): boolean {
  return enabled && selections > 0 && !panelOpen;
}

/** The floating ticket: the slip's selection count, opening the ticket panel (a sheet below 1280 px). */
export function FloatingTicket() {
  const t = useTranslations('betslip');
  const { panel } = useBetslipStores();
  const open = usePanelField('open');
  const count = useSelectionCount();
  const enabled = useSiteConfig().floating_ticket;
  const descriptionId = useId();
  if (!showsFloatingTicket(enabled, count, open)) return null;
  return (
    <button
      type="button"
      className={`${floatingActionStyles.action} ${styles.floatingTicket}`}
      data-testid="floating-ticket"
      aria-haspopup="dialog"
      aria-describedby={descriptionId}
      onClick={() => panel.open('BET_SLIP')}
    >
      <Icon symbol="icon-ticket" size={24} />
      <span className="visually-hidden">{t('title')}</span>
      <span className={floatingActionStyles.count}>{count}</span>
      <span id={descriptionId} hidden>
        {t('open', { count })}
      </span>
    </button>
  );
}
