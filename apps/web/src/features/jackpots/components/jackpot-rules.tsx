'use client';

import type { Jackpot } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import styles from './jackpot-rules.module.css';

/** Basis points as a percentage of the locale (50 → 0.5 %). */
function percent(shareBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    shareBp / 10_000,
  );
}

const columns = ['level', 'share', 'seed', 'ceiling', 'chance'] as const;

/**
 * The published rules of a jackpot, readable before a player commits (as regulated jackpots publish them): who
 * takes part, each level's share of a stake, seed, ceiling and chance, how a hit and a tie are decided (all in
 * the player's language), and the operator's own rules text, which is in English (marked so, so that a screen
 * reader reads it as English and a right-to-left page keeps its punctuation in place).
 */
export function JackpotRules({ jackpot }: { jackpot: Jackpot }) {
  const t = useTranslations('jackpots');
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, jackpot.currency_subunits, jackpot.currency, locale);
  const number = new Intl.NumberFormat(locale);
  const english = locale === 'en' || locale.startsWith('en-');
  return (
    <details className={styles.rules}>
      <summary className={styles.rulesSummary}>{t('rulesTitle')}</summary>
      {jackpot.min_stake !== undefined ? (
        <p>{t('whoTakesPart', { amount: money(jackpot.min_stake) })}</p>
      ) : null}
      <table className={styles.rulesTable}>
        <caption className="visually-hidden">{t('levelsCaption', { name: jackpot.name })}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {jackpot.levels.map((level) => (
            <tr key={level.code ?? level.name}>
              <th scope="row">{level.name}</th>
              <td data-label={t('share')}>
                {level.share_bp === undefined ? '–' : percent(level.share_bp, locale)}
              </td>
              <td data-label={t('seed')}>
                {level.seed_amount === undefined ? '–' : money(level.seed_amount)}
              </td>
              <td data-label={t('ceiling')}>
                {level.ceiling_amount === undefined ? '–' : money(level.ceiling_amount)}
              </td>
              <td data-label={t('chance')}>
                {level.hit_one_in === undefined
                  ? '–'
                  : t('oneIn', { formatted: number.format(level.hit_one_in) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.ruleList}>
        <li>{t('ruleDraw')}</li>
        <li>{t('ruleTie')}</li>
        <li>{t('ruleCredit')}</li>
      </ul>
      {jackpot.rules ? (
        <figure className={styles.operatorRules}>
          <figcaption>{t('operatorRules')}</figcaption>
          <p className={styles.rulesText} {...(english ? {} : { lang: 'en', dir: 'ltr' })}>
            {jackpot.rules}
          </p>
        </figure>
      ) : null}
    </details>
  );
}
