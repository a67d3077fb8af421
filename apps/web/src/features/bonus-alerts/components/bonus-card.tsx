'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { bonusTypeOf } from '../api/player-bonuses';
import type { PlayerBonus } from '../api/player-bonuses';
import { BonusGlyph } from './bonus-glyph';
import styles from './bonus-alerts.module.css';

/** A currency's minor-unit digits as Intl knows them (a freebet's list item carries none); 2 when unknown. */
function subunitsOf(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** What the bonus gives, in one sentence of the player's language. */
function useBonusDetail(bonus: PlayerBonus): string {
  const t = useTranslations('bonusAlerts.detail');
  const variants = useTranslations('promotions.card.freebetTypes');
  const locale = useLocale();
  const odds = (value: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  switch (bonus.kind) {
    case 'comboboost': {
      const ranges = bonus.ranges;
      const top = Math.max(1, ...ranges.map((range) => range.bonus_odds));
      const from = ranges.length > 0 ? Math.min(...ranges.map((range) => range.min_count)) : 2;
      return t('comboboost', { odds: odds(top), count: from });
    }
    case 'freebet': {
      const amount = bonus.issued
        ? formatMoney(bonus.issued.amount, subunitsOf(bonus.issued.currency), bonus.issued.currency, locale)
        : bonus.name;
      return t('freebet', { amount, variant: variants(bonus.type) });
    }
    case 'farming': {
      const money = (minor: number) => formatMoney(minor, bonus.currency_subunits, bonus.currency, locale);
      const farming = bonus.issued?.farming;
      if (bonus.type === 'tournament') return t('tournament', { pool: money(bonus.pool_amount ?? 0) });
      if (bonus.type === 'lootbox') return t('lootbox');
      if (!farming) return t('huntingJoin');
      return t('hunting', {
        points: farming.available_points,
        target: farming.available_points + farming.potential_points,
        amount: money(farming.potential_freebet_amount),
      });
    }
  }
}

/**
 * The card of one bonus (SPEC §2.5: a card per type: comboboost, freebet, hunting, hunting tournament,
 * lootbox), in the bonus toast and the alert. Phrasing content only: the toast puts it inside a paragraph.
 */
export function BonusCard({ bonus }: { bonus: PlayerBonus }) {
  const t = useTranslations('bonusAlerts');
  const type = bonusTypeOf(bonus);
  const detail = useBonusDetail(bonus);
  return (
    <span className={styles.card} data-type={type} data-testid="bonus-card">
      <span className={styles.glyph}>
        <BonusGlyph type={type} />
      </span>
      <span className={styles.text}>
        <span className={styles.kind}>{t(`types.${type}`)}</span>
        <span className={styles.name}>{bonus.name}</span>
        <span className={styles.detail}>{detail}</span>
      </span>
    </span>
  );
}
