'use client';

import { placeBetItem } from '@sportsbook/betting';
import { routeRefs } from '@sportsbook/contract/refs';
import type { SlipBet } from '@sportsbook/contract';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { localizeHref } from '@/platform/i18n/locale-rules';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { useSiteConfig } from '@/platform/site/site-provider';
import { Button, Modal } from '@/ui';
import { CopyField } from './copy-field';
import { shareLink } from './share-link';
import styles from './share.module.css';

/**
 * The slip's Share action (SPEC §4 Shared-bet flow; shown only when the site's share-bet setting is on): stores
 * the bets under a code and shows the code and the link that restores them, each with a copy button. The
 * contract takes a positive stake per bet, so sharing waits until every bet has one.
 */
export function ShareSlip({ bets, disabled }: { bets: readonly SlipBet[]; disabled: boolean }) {
  const t = useTranslations('betShare');
  const locale = useLocale();
  const config = useSiteConfig();
  const context = useApiContext();
  const [open, setOpen] = useState(false);
  const share = useMutation({
    mutationFn: () =>
      apiRequest(routeRefs.bets.createShareCode, { body: { bets: bets.map(placeBetItem) } }, context),
  });
  if (!config.share_bet_enabled) return null;
  const staked = bets.length > 0 && bets.every((bet) => bet.stake > 0);
  const code = share.data?.code;
  const link = code
    ? shareLink(window.location.origin, localizeHref('/', locale, localeSettingsOf(config)), code)
    : null;

  return (
    <div className={styles.share}>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || !staked}
        onClick={() => {
          share.reset();
          setOpen(true);
          share.mutate();
        }}
      >
        {t('share')}
      </Button>
      {!staked ? <p className={styles.hint}>{t('needsStake')}</p> : null}
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={t('close')}>
        <div className={styles.dialog} aria-busy={share.isPending || undefined}>
          {share.isPending ? <p>{t('creating')}</p> : null}
          {share.isError ? <p role="alert">{t('failed')}</p> : null}
          {code && link ? (
            <>
              <p>{t('intro')}</p>
              <CopyField label={t('code')} value={code} testId="share-code" />
              <CopyField label={t('link')} value={link} testId="share-link" />
            </>
          ) : null}
        </div>
      </Modal>
    </div>
  );
}
