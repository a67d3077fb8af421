'use client';

import {
  isCustomBet,
  placeBlocker,
  regularBetType,
  ticketActions,
  totalFreebetStake,
  totalPotentialWin,
  totalStake,
  betsToPlace,
} from '@sportsbook/betting';
import type { PlaceBlocker } from '@sportsbook/betting';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { PromoCodeForm } from '@/features/bonuses';
import { DepositButton } from '@/features/deposit';
import { useLiveDataStale } from '@/platform/realtime';
import { useSession } from '@/platform/session';
import { useSiteConfig } from '@/platform/site/site-provider';
import { Button } from '@/ui';
import { placeAttempts } from '../place/attempt-instance';
import { useCheckPlacement, usePlaceTicket } from '../place/use-place-ticket';
import { usePendingPlacement } from '../place/use-placement';
import { ShareSlip } from '../share/share-slip';
import shareStyles from '../share/share.module.css';
import { useBetslipStores, useTicket, useTicketContext } from '../store/betslip-context';
import { AcceptModeSelect } from './accept-mode-select';
import { BetCard } from './bet-card';
import { BetTypeSwitch } from './bet-type-switch';
import { ClearSlipButton } from './clear-slip-button';
import { OutcomeCheck } from './outcome-check';
import { PlaceError } from './place-error';
import { QuickStakesEditor } from '../quick-stakes/quick-stakes-editor';
import { useQuickStakes } from '../quick-stakes/use-quick-stakes';
import { SlipNotices } from './slip-notices';
import { useEventClosing } from '../store/use-event-closing';
import styles from './betslip.module.css';

// Blockers the view explains; the others (nothing staked yet, in flight, odds waiting) speak for themselves.
const EXPLAINED: ReadonlySet<PlaceBlocker> = new Set([
  'suspended_selection',
  'unavailable_selection',
  'same_match',
  'mixed_providers',
  'system_provider',
  'below_min_stake',
  'above_max_stake',
  'above_balance',
]);

/**
 * The slip with bets in it (SPEC §2.4, §4 Ticket): the type switch, the bets and their stakes, the totals, the
 * accept mode, the quick stakes, the promo code and Place. In a chunk of its own, fetched when the slip first has
 * a bet (see SlipView): most pages are opened with an empty slip.
 */
export function SlipEditor() {
  const t = useTranslations('betslip');
  const locale = useLocale();
  const { ticket } = useBetslipStores();
  const state = useTicket();
  const context = useTicketContext();
  const place = usePlaceTicket();
  const check = useCheckPlacement();
  const pending = usePendingPlacement(placeAttempts.slip)?.attempt;
  const quickStakes = useQuickStakes().stakes;
  // NOTE: prices may have moved while the connection is down; the slip keeps its bets and stakes meanwhile.
  const stale = useLiveDataStale();
  const signedIn = useSession().status === 'logged_in';
  const showPotentialWin = useSiteConfig().show_potential_win;
  useEventClosing();

  const actions = ticketActions(state, context);
  const blocker = placeBlocker(state, context);
  const current = regularBetType(state.bets);
  const placing = state.ticketState === 'PROCESSING';
  const systemBet = state.bets.find((bet) => bet.betType === 'system');
  const staked = betsToPlace(state.bets);
  const checking = pending !== undefined && (pending.status === 'unknown' || pending.checks > 0);
  // Enter in a stake field places, as the Place button would: only while that button shows and is enabled.
  const canPlace = actions.place && !stale && !placing && !checking && !actions.acceptOddsChanges;
  // A freebet's stake is the house's: the total stake is the money, the freebet's is shown on its own line.
  const freebetStake = totalFreebetStake(staked);

  return (
    <div className={styles.slip} data-ticket-state={state.ticketState}>
      <SlipNotices />
      <BetTypeSwitch
        current={current}
        actions={actions}
        systemTypes={state.systemTypes}
        systemType={systemBet?.systemType ?? null}
        hasCustom={state.bets.some(isCustomBet)}
        onType={(betType) => ticket.dispatch({ type: 'betTypeChanged', betType })}
        onSystemType={(systemType) => ticket.dispatch({ type: 'systemTypeChosen', systemType })}
      />
      <ul className={styles.bets}>
        {state.bets.map((bet, betIndex) => (
          <BetCard
            key={bet.selections.map((selection) => selection.id).join(',')}
            bet={bet}
            betIndex={betIndex}
            messagesByBet={state.error?.messagesByBet ?? {}}
            editable={actions.edit}
            quickStakes={quickStakes}
            onRemove={(selectionId) => ticket.dispatch({ type: 'outcomeRemoved', selectionId })}
            onStake={(stake) => ticket.dispatch({ type: 'stakeChanged', betIndex, stake })}
            onEnter={canPlace ? place : undefined}
          />
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>{t('totalStake')}</dt>
        <dd data-testid="total-stake">
          {formatMoney(totalStake(staked), context.subunits, context.currency, locale)}
        </dd>
        {freebetStake > 0 ? (
          <>
            <dt>{t('freebetStake')}</dt>
            <dd data-testid="total-freebet-stake">
              {formatMoney(freebetStake, context.subunits, context.currency, locale)}
            </dd>
          </>
        ) : null}
        {showPotentialWin ? (
          <>
            <dt>{t('potentialWin')}</dt>
            <dd data-testid="total-potential-win">
              {formatMoney(totalPotentialWin(staked), context.subunits, context.currency, locale)}
            </dd>
          </>
        ) : null}
      </dl>
      <AcceptModeSelect disabled={!actions.edit} />
      <QuickStakesEditor currency={context.currency} subunits={context.subunits} />
      {signedIn ? <PromoCodeForm /> : null}
      {state.error ? <PlaceError error={state.error} /> : null}
      {stale ? (
        <p className={styles.hint} role="status">
          {t('blocker.prices_stale')}
        </p>
      ) : blocker && EXPLAINED.has(blocker) ? (
        <p className={styles.hint}>{t(`blocker.${blocker}`)}</p>
      ) : null}
      {!stale && blocker === 'above_balance' ? <DepositButton size="md" variant="secondary" /> : null}
      {/* An answer was lost: its outcome is checked with the same request; Place would be a second bet. */}
      {checking ? (
        <OutcomeCheck checking={pending.status === 'sending'} onCheck={check} />
      ) : actions.acceptOddsChanges ? (
        <div className={styles.oddsChanged} role="status">
          <p>{t('oddsChanged')}</p>
          <Button onClick={() => ticket.dispatch({ type: 'oddsChangesAccepted' })}>{t('acceptOdds')}</Button>
        </div>
      ) : (
        <Button
          className={styles.place}
          size="lg"
          // NOTE: only the engine refuses a second press; the button stays focusable so its label is read.
          disabled={(!actions.place || stale) && !placing}
          aria-disabled={placing || undefined}
          aria-busy={placing || undefined}
          onClick={place}
        >
          {placing ? t('placing') : t('place')}
        </Button>
      )}
      <div className={shareStyles.slipActions}>
        <ShareSlip bets={state.bets} disabled={!actions.edit} />
        <ClearSlipButton
          disabled={!actions.edit}
          onClear={() => ticket.dispatch({ type: 'ticketCleared' })}
        />
      </div>
    </div>
  );
}
