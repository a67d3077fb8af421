import type { Settings } from '@sportsbook/contract';
import type { SectionSwitchValues } from '../../sections/section-switches';
import type { SportsbookCatalogue } from '../catalogue/sportsbook-catalogue';
import { AVAILABLE_ODDS_TYPES } from './defaults';
import type { PlayerPreferences } from './defaults';
import { BOOK_PROVIDER_RULES } from './provider-rules';
import { sportTypeProviders } from './provider-statuses';
import { stakeLimitsView } from './quick-stakes-check';

/** What the settings answer needs besides the player's preferences. */
export interface SettingsContext {
  catalogue: SportsbookCatalogue;
  /** The operator's section switches. */
  sections: SectionSwitchValues;
  /** Stamped as `updated_at` when the preferences were never changed. */
  now: Date;
  /** The currency the quick stakes are in: the player's current account's, EUR for visitors. */
  currency: string;
}

/** The `GET /settings` answer (SPEC §3 Settings): the preferences plus what the catalogue says of providers. */
export function settingsView(preferences: PlayerPreferences, context: SettingsContext): Settings {
  const statuses = context.catalogue.providerStatuses();
  const typeProviders = sportTypeProviders(context.catalogue);
  const providers = [...new Set(Object.values(typeProviders).flat())];
  return {
    custom_bet_allow_single: false,
    custom_bet_enabled: true,
    stakes: preferences.stakes,
    stake_limits: stakeLimitsView(context.currency),
    auto_accept_odds_change: preferences.autoAcceptOddsChange,
    odds_types: { available: [...AVAILABLE_ODDS_TYPES], selected: preferences.oddsType },
    activeOddsType: preferences.oddsType,
    updated_at: (preferences.updatedAt ?? context.now).toISOString(),
    // NOTE: when on, the sandbox serves a tracker for every match with has_video (`/matches/{id}/video`).
    video_settings: { enabled: context.sections.video },
    provider_statuses: statuses,
    providerStatuses: statuses,
    sport_type_providers: typeProviders,
    // NOTE: several singles in one slip are settled per provider; every sandbox provider supports them.
    multiSingleAvailableByProvider: Object.fromEntries(providers.map((provider) => [provider, true])),
    mixedProvidersAllowed: BOOK_PROVIDER_RULES.mixedProvidersAllowed,
    providersWithoutSystem: [...BOOK_PROVIDER_RULES.providersWithoutSystem],
    isHorseRacingEnabled: context.sections.horse_racing,
    isLotteryEnabled: context.sections.lottery,
    one_signal_push_notification_subscription: preferences.oneSignalSubscription,
  };
}
