import {
  localizeHref,
  resolveLocale,
  splitLocaleFromPath,
  switchLocaleHref,
} from '@/platform/i18n/locale-rules';
import type { LocaleSettings } from '@/platform/i18n/locale-rules';
import type { HostCommand } from '@/platform/embed';

/** What the host's commands act on: the address, the theme and the session (the app's router and stores). */
export interface HostCommandActions {
  /** The current page's address on this origin: path, query and hash. */
  currentUrl(): string;
  /** The page's locale. */
  locale: string;
  settings: LocaleSettings;
  /** Client-side navigation to an address on this origin. */
  go(href: string): void;
  setTheme(theme: 'dark' | 'light'): void;
  signOut(): void;
  /** Reads the session again: the host signed the player in, or renewed the session, on the platform. */
  reloadSession(): void;
}

/**
 * The address a host's `navigate` leads to: its path in the page's locale unless it names one (the host may pass
 * back a `page-loaded` path, which does), query and hash kept. The contract has already refused a path that
 * would leave the origin (`//…`).
 */
export function navigationHref(path: string, actions: Pick<HostCommandActions, 'locale' | 'settings'>) {
  const url = new URL(path, 'http://placeholder.invalid');
  const { locale, rest } = splitLocaleFromPath(url.pathname, actions.settings.locales);
  return `${localizeHref(rest, locale ?? actions.locale, actions.settings)}${url.search}${url.hash}`;
}

/** Carries out a command of the host page (SPEC §7 cross-window messages; ours, documented in the contract). */
export function applyHostCommand(command: HostCommand, actions: HostCommandActions): void {
  switch (command.type) {
    case 'sportsbook:navigate':
      actions.go(navigationHref(command.payload.path, actions));
      return;
    case 'sportsbook:set-locale': {
      const locale = resolveLocale(command.payload.locale, actions.settings);
      if (locale !== actions.locale)
        actions.go(switchLocaleHref(actions.currentUrl(), locale, actions.settings));
      return;
    }
    case 'sportsbook:set-theme':
      actions.setTheme(command.payload.theme);
      return;
    case 'sportsbook:sign-out':
      actions.signOut();
      return;
    case 'sportsbook:session':
      actions.reloadSession();
      return;
  }
}
