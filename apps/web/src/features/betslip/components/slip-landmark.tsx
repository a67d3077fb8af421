'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SLIP_LANDMARK_ID } from './slip-skip-link';
import styles from './betslip.module.css';

/**
 * The bet-slip column's landmark, one for the column and its server-drawn placeholder (decision 0040) so the two
 * cannot differ in box or name. Focusable by script only, so the skip link and the shortcut can land on it.
 */
export function SlipLandmark({
  placeholder = false,
  children,
}: {
  placeholder?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('betslip');
  return (
    <section
      id={SLIP_LANDMARK_ID}
      tabIndex={-1}
      className={styles.panel}
      aria-label={t('title')}
      data-testid="betslip"
      {...(placeholder ? { 'data-placeholder': '' } : {})}
    >
      {children}
    </section>
  );
}
