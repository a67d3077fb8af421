import type { Bet, FreebetVariant } from '@sportsbook/contract';

/** What a stored bet keeps of its bonus: the snapshot `GET /bets` shows and the terms settlement pays by. */
interface StoredBonus {
  bonus: { id: number; type: string; odds: number | null } | null;
  bonusTerms: Record<string, unknown> | null;
}

/**
 * A placed bet's bonus as `GET /bets` shows it (SPEC §3 Bet `bonus {id, type, odds}`): a freebet also names its
 * variant, read from the terms snapshotted at placement, so that My Bets shows an open freebet bet what that
 * variant would pay rather than the whole return.
 */
export function betBonusView(row: StoredBonus): Bet['bonus'] {
  if (!row.bonus) return null;
  const terms = row.bonusTerms as { kind?: string; variant?: FreebetVariant } | null;
  if (terms?.kind !== 'freebet' || !terms.variant) return row.bonus;
  return { ...row.bonus, freebet_type: terms.variant };
}
