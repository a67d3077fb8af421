import type { SiteConfig } from '@sportsbook/contract';
import type { LocaleSettings } from '../i18n/locale-rules';

/** The locale rules' view of a site configuration. */
export function localeSettingsOf(config: SiteConfig): LocaleSettings {
  return {
    locales: config.locales.map((locale) => locale.code),
    aliases: config.locale_aliases,
    isLocaleRequiredInUrl: config.is_locale_required_in_url,
  };
}
