import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DecimalOdds, FreebetVariant } from '@sportsbook/contract';
import { z } from 'zod';

/** What issues a bonus: the events a campaign is issued on (the control API and promo codes issue any). */
export const IssueTrigger = z.enum(['sign_up', 'first_bet', 'seed']);
export type IssueTrigger = z.infer<typeof IssueTrigger>;

const Names = z.record(z.string(), z.string().min(1)).refine((names) => 'en' in names, 'needs an en name');
const Ids = z.array(z.number().int().positive());
const Countries = z.array(z.string().length(2));

const Common = {
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: Names,
  valid_days: z.number().int().positive(),
  only_verified: z.boolean(),
  country_codes: Countries,
  issue_on: z.array(IssueTrigger),
};

/** A comboboost campaign (SPEC §3 Comboboost) as an operator writes it. */
export const ComboboostCampaign = z.strictObject({
  ...Common,
  min_odds: DecimalOdds,
  uses_count: z.number().int().positive(),
  ranges: z
    .array(
      z.strictObject({
        min_count: z.number().int().min(2),
        max_count: z.number().int().min(2),
        bonus_odds: DecimalOdds,
      }),
    )
    .min(1),
  event_conditions: z.strictObject({ sport: Ids, category: Ids, tournament: Ids, event: Ids }),
  trigger_key: z.string().nullable(),
});
export type ComboboostCampaign = z.infer<typeof ComboboostCampaign>;

/** A freebet campaign (SPEC §3 Freebet); the stake is set in euro cents and issued in the player's currency. */
export const FreebetCampaign = z.strictObject({
  ...Common,
  type: FreebetVariant,
  amount_eur: z.number().int().positive(),
  min_odds: DecimalOdds.nullable(),
  max_odds: DecimalOdds.nullable(),
  match_status: z.enum(['prematch', 'live', 'all']),
  selection_count_from: z.number().int().positive(),
  selection_count_to: z.number().int().positive(),
});
export type FreebetCampaign = z.infer<typeof FreebetCampaign>;

const Terms = z.record(z.string(), z.strictObject({ title: z.string(), body: z.string() }));

/** A campaigns file: the bonuses a site runs, its promo codes and the localized terms of each kind. */
export const CampaignsFile = z.strictObject({
  comboboosts: z.array(ComboboostCampaign),
  freebets: z.array(FreebetCampaign),
  promo_codes: z.array(
    z.strictObject({
      code: z.string().regex(/^[A-Z0-9]{3,40}$/),
      campaign: z.string(),
      valid_to: z.iso.datetime({ offset: true }),
      country_codes: Countries,
    }),
  ),
  terms: z.strictObject({ comboboosts: Terms, freebets: Terms }),
});
export type CampaignsFile = z.infer<typeof CampaignsFile>;

/** A campaign of either kind, told apart by `kind`. */
export type Campaign =
  { kind: 'comboboost'; campaign: ComboboostCampaign } | { kind: 'freebet'; campaign: FreebetCampaign };

/** The default campaigns that ship with the sandbox (`apps/sandbox/campaigns/default.json`). */
export const DEFAULT_CAMPAIGNS_FILE = fileURLToPath(new URL('../../campaigns/default.json', import.meta.url));

/** Reads and checks a campaigns file; a promo code naming no campaign stops the start like a bad site file. */
export function loadCampaigns(path = DEFAULT_CAMPAIGNS_FILE): CampaignsFile {
  const parsed = CampaignsFile.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`Campaigns file ${path} is invalid: ${parsed.error.message}`);
  const keys = new Set([...parsed.data.comboboosts, ...parsed.data.freebets].map((campaign) => campaign.key));
  for (const promo of parsed.data.promo_codes)
    if (!keys.has(promo.campaign)) throw new Error(`Promo code ${promo.code} names no campaign`);
  return parsed.data;
}

/** A campaign by key, of either kind. */
export function findCampaign(file: CampaignsFile, key: string): Campaign | undefined {
  const boost = file.comboboosts.find((campaign) => campaign.key === key);
  if (boost) return { kind: 'comboboost', campaign: boost };
  const freebet = file.freebets.find((campaign) => campaign.key === key);
  return freebet ? { kind: 'freebet', campaign: freebet } : undefined;
}

/** A name or text in the language asked for, else English (a campaign always has an English name). */
export function localized<T>(texts: Record<string, T>, locale: string | undefined): T {
  const language = (locale ?? 'en').slice(0, 2).toLowerCase();
  return texts[language] ?? texts.en!;
}
