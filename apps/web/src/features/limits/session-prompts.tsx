'use client';

import type { SessionLimitState } from '@sportsbook/contract';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { useBetslipStores } from '@/features/betslip';
import { useSession } from '@/platform/session';
import { Button, Modal } from '@/ui';
import styles from './limits.module.css';
import { clockText } from './session-timer';

interface PromptProps {
  state: SessionLimitState;
  busy: boolean;
  onContinue: () => void;
  onLeave: () => void;
}

/** The session's net result in the player's currency, with the account's subunits. */
function useNetResult(state: SessionLimitState): string {
  const locale = useLocale();
  const accounts = useSession().player?.accounts ?? [];
  const { net_win_loss: net, currency } = state.session;
  const subunits = accounts.find((account) => account.currency === currency)?.subunits ?? 2;
  return formatMoney(net, subunits, currency, locale);
}

/** A loss in the loss colour, a win in the win colour, breaking even in neither. */
function resultClass(net: number): string | undefined {
  if (net < 0) return styles.loss;
  return net > 0 ? styles.win : undefined;
}

/**
 * The reality check (SPEC §2.5, UKGC RTS 13): must be answered; shows the minutes played this session and the
 * net win or loss of its bets, a way to the bet history, and Continue or Leave.
 */
export function RealityCheckModal({ state, busy, onContinue, onLeave }: PromptProps) {
  const t = useTranslations('limits.realityCheck');
  const net = useNetResult(state);
  const { panel } = useBetslipStores();
  return (
    <Modal open onClose={() => {}} closable={false} title={t('title')}>
      <div className={styles.prompt}>
        <p>{t('intro')}</p>
        <dl className={styles.facts}>
          <dt>{t('elapsedLabel')}</dt>
          <dd>{clockText(state.session.elapsed_seconds)}</dd>
          <dt>{t('netLabel')}</dt>
          <dd className={resultClass(state.session.net_win_loss)}>{net}</dd>
          <dt>{t('betsLabel')}</dt>
          <dd>{state.session.bets_count}</dd>
        </dl>
        <div className={styles.actions}>
          <Button onClick={onContinue} disabled={busy}>
            {t('continue')}
          </Button>
          <Button variant="secondary" onClick={() => void onLeave()} disabled={busy}>
            {t('leave')}
          </Button>
        </div>
        <button
          type="button"
          className={styles.link}
          disabled={busy}
          onClick={() => {
            onContinue();
            panel.open('MY_BETS');
          }}
        >
          {t('history')}
        </button>
      </div>
    </Modal>
  );
}

/** The out-of-session-limit prompt (SPEC §2.5): Continue only where the jurisdiction allows it, else Leave. */
export function SessionLimitModal({ state, busy, onContinue, onLeave }: PromptProps) {
  const t = useTranslations('limits.sessionLimit');
  const format = useFormatter();
  const limit = state.session_limit!;
  const duration = format.number(limit.minutes, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  return (
    <Modal open onClose={() => {}} closable={false} title={t('title')}>
      <div className={styles.prompt}>
        <p>{t('reached', { duration })}</p>
        <p>{limit.can_continue ? t('canContinue') : t('mustLeave')}</p>
        <div className={styles.actions}>
          {limit.can_continue && (
            <Button onClick={onContinue} disabled={busy}>
              {t('continue')}
            </Button>
          )}
          <Button
            variant={limit.can_continue ? 'secondary' : 'primary'}
            onClick={() => void onLeave()}
            disabled={busy}
          >
            {t('leave')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** After an activity limit signed the player out (SPEC §4). */
export function ActivityLimitModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('limits.activityLimit');
  return (
    <Modal open={open} onClose={onClose} title={t('title')} closeLabel={t('close')}>
      <div className={styles.prompt}>
        <p>{t('body')}</p>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('ok')}</Button>
        </div>
      </div>
    </Modal>
  );
}
