import { z } from 'zod';
import { oddsTypes } from '../common/enum-values';
import { Timestamp } from '../common/money';
import { OddsAcceptMode } from '../bets/place-bets';
import { ProviderStatus } from '../catalogue/provider';
import { QUICK_STAKES_MAX } from './quick-stakes-max';

/** Odds display types (SPEC §3 Settings): six formats plus a percent (implied probability) display. */
export const OddsType = z.enum(oddsTypes);
export type OddsType = z.infer<typeof OddsType>;

/** A player's or a visitor's sportsbook settings (SPEC §3 Settings). `GET /settings` answers this. */
export const Settings = z.object({
  custom_bet_allow_single: z.boolean(),
  custom_bet_enabled: z.boolean(),
  /** Quick-stake buttons, in minor units of the player's currency. */
  stakes: z.array(z.number().int().positive()).max(QUICK_STAKES_MAX),
  /**
   * The book's smallest and largest stake in the currency the quick stakes are in (the player's current account,
   * EUR for visitors), minor units: a quick stake outside them is refused by `POST /settings`.
   */
  stake_limits: z.object({
    currency: z.string().min(3),
    min_stake: z.number().int().positive(),
    max_stake: z.number().int().positive(),
  }),
  auto_accept_odds_change: OddsAcceptMode,
  odds_types: z.object({ available: z.array(OddsType).min(1), selected: OddsType }),
  /** The odds type in force (camelCase as the client reads it, SPEC §7). */
  activeOddsType: OddsType,
  updated_at: Timestamp,
  video_settings: z.object({ enabled: z.boolean() }),
  provider_statuses: z.record(z.string(), ProviderStatus),
  /** The same map, camelCase, as §7 names it in the settings answer. */
  providerStatuses: z.record(z.string(), ProviderStatus),
  /** Providers allowed per sport type (used when the custom_sport_type_providers flag is on). */
  sport_type_providers: z.record(z.string(), z.array(z.string())),
  multiSingleAvailableByProvider: z.record(z.string(), z.boolean()),
  /** Whether a combo or system may mix providers (SPEC §5 non-combinable bets: one provider "unless allowed"). */
  mixedProvidersAllowed: z.boolean(),
  /** Providers that take no system bets (SPEC §5: "a system with one specific provider" is non-combinable). */
  providersWithoutSystem: z.array(z.string()),
  isHorseRacingEnabled: z.boolean(),
  isLotteryEnabled: z.boolean(),
  one_signal_push_notification_subscription: z.string().nullable(),
});
export type Settings = z.infer<typeof Settings>;

/** `POST /settings` body (SPEC §7): any of these, the rest unchanged. */
export const UpdateSettingsRequest = z.strictObject({
  stakes: z.array(z.number().int().positive().max(1e12)).max(QUICK_STAKES_MAX).optional(),
  auto_accept_odds_change: OddsAcceptMode.optional(),
  odds_type: OddsType.optional(),
  /** A OneSignal subscription id, or a Web Push subscription's JSON (`WebPushSubscription`); null removes it. */
  one_signal_push_notification_subscription: z.string().max(1200).nullable().optional(),
});
