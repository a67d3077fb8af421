import type { IssuedBonusRow } from './issued-bonus-store';
import type { Campaign } from './campaigns';
import { findCurrency } from '../platform/wallet/currencies';

/** What issuance needs to know of a player: verification, country and the currency freebets are paid in. */
export interface BonusPlayer {
  id: number;
  verified: boolean;
  /** ISO 3166 alpha-2, or null when unknown (then country-limited campaigns do not apply). */
  country: string | null;
  currency: string;
}

/** Why a campaign does not apply to a player (SPEC §6: only_verified and country_codes). */
export type IneligibleReason = 'not_verified' | 'country_not_allowed';

/** Whether a campaign applies to a player: verified players only when only_verified, listed countries only. */
export function ineligibility(campaign: Campaign['campaign'], player: BonusPlayer): IneligibleReason | null {
  if (campaign.only_verified && !player.verified) return 'not_verified';
  const countries = campaign.country_codes;
  if (countries.length > 0 && (player.country === null || !countries.includes(player.country)))
    return 'country_not_allowed';
  return null;
}

/**
 * A euro-cent amount in another currency's minor units, rounded down (a freebet is never worth more than the
 * campaign says): cents × perEuro × 10^(subunits − 2), exactly, from the rate's decimal string.
 */
export function amountIn(currency: string, euroCents: number): number {
  const info = findCurrency(currency);
  if (!info) return euroCents;
  const [whole = '0', fraction = ''] = info.perEuro.split('.');
  const rate = BigInt(whole + fraction);
  const rateScale = 10n ** BigInt(fraction.length);
  const numerator = BigInt(euroCents) * rate * 10n ** BigInt(info.subunits);
  return Number(numerator / (rateScale * 100n));
}

/** The row issuing a campaign to a player writes; `issueKey` keeps it to one per key. */
export function issuedRow(
  entry: Campaign,
  player: BonusPlayer,
  issue: { key: string; trigger: string; now: Date; validTo?: Date },
): Omit<IssuedBonusRow, 'id' | 'createdAt' | 'activatedAt'> {
  const { campaign } = entry;
  const validTo = issue.validTo ?? new Date(issue.now.getTime() + campaign.valid_days * 86_400_000);
  const freebet = entry.kind === 'freebet' ? entry.campaign : null;
  return {
    userId: player.id,
    kind: entry.kind,
    campaign: campaign.key,
    issueKey: issue.key,
    trigger: issue.trigger,
    status: 'available',
    terms: campaign as unknown as Record<string, unknown>,
    amount: freebet ? amountIn(player.currency, freebet.amount_eur) : null,
    currency: freebet ? player.currency : null,
    timesUsed: 0,
    usesCount: entry.kind === 'comboboost' ? entry.campaign.uses_count : 1,
    seen: false,
    validTo,
  };
}
