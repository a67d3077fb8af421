'use client';

import type { Limit } from '@sportsbook/contract';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { useRuntimeConfig } from '@/platform/config/runtime-config-provider';
import { useSession } from '@/platform/session';
import { useUserLimits } from './api/get-user-limits';
import styles from './limits.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

const moneyTypes: ReadonlySet<Limit['type']> = new Set(['deposit', 'loss', 'wager', 'bet']);
const dayTypes: ReadonlySet<Limit['type']> = new Set(['selfexclusion', 'coolingoff']);
/** Limits no longer binding nor waiting are history, not shown. */
const shownStatuses: ReadonlySet<Limit['status']> = new Set([
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed',
]);

/** Where the platform's limits form is: changes are made there, like the auth forms (issue 18). */
export function limitsFormUrl(platformApiUrl: string, locale: string): string {
  const url = new URL('/forms/limits', new URL(platformApiUrl).origin);
  url.searchParams.set('locale', locale);
  return url.toString();
}

function LimitValue({ limit, currency, subunits }: { limit: Limit; currency: string; subunits: number }) {
  const t = useTranslations('limits.view');
  const locale = useLocale();
  const format = useFormatter();
  if (limit.value === null) return <>{t('indefinite')}</>;
  if (moneyTypes.has(limit.type)) return <>{formatMoney(limit.value, subunits, currency, locale)}</>;
  const unit = dayTypes.has(limit.type) ? 'day' : 'minute';
  return <>{format.number(limit.value, { style: 'unit', unit, unitDisplay: 'long' })}</>;
}

/**
 * The player's limits (issue 18): each limit in force or waiting, with its period, value and status, when a
 * pending change applies or a removal ends, and the link to the platform's form that changes them.
 */
export function LimitsView() {
  const t = useTranslations('limits.view');
  const siteDate = useSiteDateFormat();
  const locale = useLocale();
  const { platformApiUrl } = useRuntimeConfig();
  const session = useSession();
  const player = session.status === 'logged_in' ? session.player : null;
  const limits = useUserLimits(player?.profile.id ?? null);
  const currency = player?.profile.currency ?? 'EUR';
  const subunits = player?.accounts.find((account) => account.currency === currency)?.subunits ?? 2;
  const shown = (limits.data ?? []).filter((limit) => shownStatuses.has(limit.status));
  const when = (iso: string) => siteDate(iso, 'dateTime');

  return (
    <section className={styles.view} aria-labelledby="limits-title">
      <h1 id="limits-title">{t('title')}</h1>
      <p className={styles.hint}>{t('intro')}</p>
      {!player && <p>{t('signedOut')}</p>}
      {player && limits.isPending && <p aria-busy="true">{t('loading')}</p>}
      {player && limits.isSuccess && shown.length === 0 && <p>{t('empty')}</p>}
      {shown.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('type')}</th>
              <th scope="col">{t('value')}</th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((limit) => (
              <tr key={limit.id}>
                <th scope="row">
                  {t(`types.${limit.type}`)}
                  {limit.period && <span className={styles.period}> · {t(`periods.${limit.period}`)}</span>}
                </th>
                <td>
                  <LimitValue limit={limit} currency={currency} subunits={subunits} />
                </td>
                <td>
                  <span className={styles[`status_${limit.status}`] ?? styles.status}>
                    {t(`statuses.${limit.status}`)}
                  </span>
                  {limit.confirm_until && limit.status === 'unconfirmed' && (
                    <span className={styles.when}>{t('appliesAt', { date: when(limit.confirm_until) })}</span>
                  )}
                  {limit.disable_at && (
                    <span className={styles.when}>{t('endsAt', { date: when(limit.disable_at) })}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {player && (
        <a className={styles.change} href={limitsFormUrl(platformApiUrl, locale)}>
          {t('change')}
        </a>
      )}
    </section>
  );
}
