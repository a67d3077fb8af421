import { createHmac } from 'node:crypto';
import type { Jackpot, JackpotHit } from '@sportsbook/contract';
import { findCurrency } from '../platform/wallet/currencies';
import type { HitRow, JackpotRow, JackpotWithLevels, LevelRow } from './jackpot-store';

function subunitsOf(currency: string): number {
  return findCurrency(currency)?.subunits ?? 2;
}

/** A jackpot as `GET /jackpots` shows it: the top level's pool as its headline, the rules with it. */
export function jackpotView({ jackpot, levels }: JackpotWithLevels, hitsAmount: number): Jackpot {
  const active = levels.filter((level) => level.active);
  const top = active.at(-1);
  return {
    id: jackpot.id,
    name: jackpot.name,
    amount: top?.pool ?? 0,
    pool_amount: active.reduce((sum, level) => sum + level.pool, 0),
    hits_amount: hitsAmount,
    currency: jackpot.currency,
    currency_subunits: subunitsOf(jackpot.currency),
    levels: levels.map((level) => ({
      name: level.name,
      pool_amount: level.pool,
      state: level.active ? 'active' : 'inactive',
      code: level.code,
      seed_amount: level.seed,
      ceiling_amount: level.ceiling,
      share_bp: level.shareBp,
      hit_one_in: level.hitOneIn,
    })),
    rules: jackpot.rules,
    min_stake: jackpot.minStake,
  };
}

/**
 * An amount in euro cents at the sandbox's fixed reference rate, rounded to the nearest cent (display only:
 * the win itself is paid in the jackpot's currency, exactly).
 */
export function inEuroCents(amount: number, currency: string): number {
  const info = findCurrency(currency);
  if (!info) return 0;
  const [whole = '0', fraction = ''] = info.perEuro.split('.');
  const rateScaled = BigInt(whole + fraction);
  const rateScale = 10n ** BigInt(fraction.length);
  // amount / 10^subunits / (rateScaled / rateScale) euros = amount × rateScale × 100 / (10^subunits × rateScaled) cents
  const numerator = BigInt(amount) * rateScale * 100n;
  const denominator = 10n ** BigInt(info.subunits) * rateScaled;
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

/** Names the winner without exposing them: an HMAC of the user id, the same for every hit of one player. */
export function userHash(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`jackpot-winner:${userId}`).digest('hex').slice(0, 16);
}

/** A hit as `GET /jackpot-hits` shows it (SPEC §3 Jackpot hit). */
export function hitView(
  row: { hit: HitRow; level: LevelRow; jackpot: JackpotRow },
  secret: string,
): JackpotHit {
  const { hit, level, jackpot } = row;
  return {
    id: hit.id,
    jackpot_id: hit.jackpotId,
    jackpotId: hit.jackpotId,
    amount: hit.amount,
    amount_eur: inEuroCents(hit.amount, hit.currency),
    created_at: hit.createdAt.toISOString(),
    currency: hit.currency,
    level: { code: level.code, name: level.name },
    jackpot_name: jackpot.name,
    status: hit.status === 'paid' ? 'paid' : 'approved',
    user_hash: userHash(secret, hit.userId),
    seen: hit.seen,
  };
}
