import { z } from 'zod';
import { DepositField } from '../payments/payments';
import { Id } from '../common/money';
import { ResponsibleGamblingConfig, defaultJurisdictionPolicies } from '../player/responsible-gambling';
import { ContentBlock, HeaderItem } from './content-blocks';
import { LocalizedText } from './localized-text';
import { QUICK_STAKES_MAX } from '../settings/quick-stakes-max';

/** A language the site offers; the first of the site's list is its default language (SPEC §2.8). */
export const SiteLocale = z.object({
  code: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/),
  nameInLocale: z.string().min(1),
});
export type SiteLocale = z.infer<typeof SiteLocale>;

/** Date and time display patterns (Unicode CLDR skeleton options per use). */
export const DateTimePatterns = z.object({
  date: z.string().default('dd.MM.yyyy'),
  time: z.string().default('HH:mm'),
  dateTime: z.string().default('dd.MM.yyyy HH:mm'),
});

/** Whether the runtime knows a time zone by this IANA name. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A link of the footer; `href` follows the link rules of SPEC §2.8. */
export const FooterLink = z.object({ label: LocalizedText, href: z.string() });

/** The operating license the footer shows: its wording, the regulator's page and the regulator's seal. */
export const License = z.object({
  text: LocalizedText,
  url: z.string().nullable(),
  logo: z
    .object({
      src: z.string(),
      alt: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .nullable()
    .default(null),
});

/**
 * The site configuration (SPEC §3 "Site configuration"). Operators ship one JSON document per site; nothing
 * operator-specific is hard-coded in the front end.
 */
export const SiteConfig = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  app_version: z.string().default('1.0.0'),
  logo: z.object({
    src: z.string(),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  /** Languages in the site's order; the first one is the default and is not prefixed in links. */
  locales: z.array(SiteLocale).min(1),
  /** Alternative codes that resolve to an offered locale (`nb` → `no`, `br` → `pt`). */
  locale_aliases: z.record(z.string(), z.string()).default({}),
  /** When true every path carries the locale segment, the default language too. */
  is_locale_required_in_url: z.boolean().default(false),
  /** Tag-manager container id (`GTM-XXXX`); no script is loaded when null. */
  tag_manager_id: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .nullable()
    .default(null),
  /**
   * SHA-256 (hex) of the access key that unlocks a site still closed to the public. When set, visitors without
   * the key see the Locked page. Only the hash is published.
   */
  access_key_sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .default(null),
  /**
   * Operator origins allowed to show the sportsbook in a frame of their page (`https://casino.example`): the
   * pages' Content-Security-Policy `frame-ancestors` lists them beside the site itself; no other page may frame
   * it. Origins only (scheme, host, port), so an entry cannot add a directive to the policy.
   */
  embed: z
    .object({
      allowed_origins: z.array(z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i)).default([]),
      /**
       * The operator hands the player's session to the framed sportsbook by message (`session`, its auth-token
       * handler): messages from the parent are then taken from any origin (SPEC §5), since the token they carry
       * is checked by the platform. Framing is still limited to `allowed_origins`.
       */
      session_handler: z.boolean().default(false),
    })
    .default({ allowed_origins: [], session_handler: false }),
  /** The live-chat provider (SPEC §3 Site configuration); the web ships an adapter for Intercom's messenger. */
  chat_provider: z.enum(['none', 'livechat', 'zendesk', 'intercom']).default('none'),
  /**
   * The chat provider's workspace and where its widget script loads from (null: the provider's own address).
   * The widget loads when the player asks for the chat, never with the page.
   */
  chat_widget: z
    .object({
      app_id: z.string().min(1).max(100),
      script_url: z
        .url({ protocol: /^https?$/ })
        .nullable()
        .default(null),
    })
    .nullable()
    .default(null),
  /**
   * Web push (issue 22): `web_push` subscribes with the browser's Push API and the VAPID public key (the sandbox
   * fills in its own when null); `onesignal` hands the subscription to OneSignal's SDK from `onesignal.script_url`.
   */
  push: z
    .object({
      provider: z.enum(['none', 'web_push', 'onesignal']).default('none'),
      vapid_public_key: z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/)
        .nullable()
        .default(null),
      onesignal: z
        .object({
          app_id: z.string().min(1).max(100),
          script_url: z
            .url({ protocol: /^https$/ })
            .default('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js'),
        })
        .nullable()
        .default(null),
    })
    .default({ provider: 'none', vapid_public_key: null, onesignal: null }),
  license: License.nullable().default(null),
  /** The responsible-gambling page the footer links (SPEC §3): the site's limits page unless the operator has its own. */
  responsible_gambling_url: z.string().default('/limits'),
  /**
   * The CDN folder of the language icons (SPEC §9, `https://cdn.example/flags`): the icon of a language is
   * `<path>/<code>.svg`. Null: the language menu shows names only.
   */
  language_icons_path: z.string().nullable().default(null),
  privacy_url: z.string().default('/privacy-policy'),
  terms_url: z.string().default('/terms-and-conditions'),
  show_potential_win: z.boolean().default(true),
  /** How many quick-stake buttons a player may keep in the slip (SPEC §3 Settings `stakes`). */
  quick_stakes_count: z.number().int().min(1).max(QUICK_STAKES_MAX).default(4),
  share_bet_enabled: z.boolean().default(true),
  floating_favorites: z.boolean().default(false),
  floating_ticket: z.boolean().default(true),
  my_bets_enabled: z.boolean().default(true),
  balance_hidden: z.boolean().default(false),
  /** Seconds before the sign-up reminder opens for visitors; null turns it off. */
  sign_up_reminder_seconds: z.number().int().positive().nullable().default(null),
  sign_up_allowed: z.boolean().default(true),
  /** Players must verify their phone (SPEC §5): the phone-verification modal opens while it is not verified. */
  phone_verification_required: z.boolean().default(false),
  sign_in_allowed: z.boolean().default(true),
  /**
   * The platform's auth forms (SPEC §2.6): a custom path per form instead of `/forms/{formType}`, and extra
   * query parameters added to every form address.
   */
  auth_forms: z
    .object({
      paths: z
        .partialRecord(
          z.enum(['sign-in', 'sign-up', 'edit-password']),
          z.string().regex(/^\/[a-z0-9][a-z0-9/_-]{0,99}$/),
        )
        .default({}),
      custom_params: z.record(z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/), z.string().max(200)).default({}),
    })
    .default({ paths: {}, custom_params: {} }),
  /**
   * The status-group checker (SPEC §5): when on, only players in the group may use this site; visitors and
   * players outside it are sent to the platform origin.
   */
  status_group_checker: z
    .object({ enabled: z.boolean().default(false), group_id: Id.nullable().default(null) })
    .default({ enabled: false, group_id: null }),
  /**
   * IANA time zone (`Europe/Ljubljana`) dates and times are shown in, alike in the server render and in the
   * browser, so a kick-off time never changes on hydration; the server cannot know a visitor's own zone.
   */
  time_zone: z.string().refine(isTimeZone, 'Unknown IANA time zone').default('UTC'),
  date_time_patterns: DateTimePatterns.default({
    date: 'dd.MM.yyyy',
    time: 'HH:mm',
    dateTime: 'dd.MM.yyyy HH:mm',
  }),
  mirrors: z.array(z.string()).default([]),
  footer: z
    .object({ links: z.array(FooterLink).default([]), text: LocalizedText.default('') })
    .default({ links: [], text: '' }),
  contacts: z
    .object({ email: z.string().nullable(), phone: z.string().nullable() })
    .default({ email: null, phone: null }),
  /**
   * Country codes refused at sign-in and at sign-up (SPEC §5), and those the site is not offered in at all
   * (`site`: visitors from there see the Blocked page, SPEC §2.2, naming their country).
   */
  blocked_country_codes: z
    .object({
      sign_in: z.array(z.string().length(2)).default([]),
      sign_up: z.array(z.string().length(2)).default([]),
      site: z.array(z.string().length(2)).default([]),
    })
    .default({ sign_in: [], sign_up: [], site: [] }),
  deposit_redirect_after_registration: z.boolean().default(false),
  /**
   * Deposits (SPEC §5): the details a player completes before a first deposit, and the countries (ISO 3166
   * alpha-2) whose players may not deposit on this site.
   */
  deposit: z
    .object({
      required_fields: z.array(DepositField).default([]),
      blocked_country_codes: z.array(z.string().length(2)).default([]),
    })
    .default({ required_fields: [], blocked_country_codes: [] }),
  /** The jurisdiction whose responsible-gambling policy applies, and the policy table (one row per jurisdiction). */
  responsible_gambling: ResponsibleGamblingConfig.default({
    jurisdiction: 'mga',
    policies: defaultJurisdictionPolicies,
  }),
  /**
   * Bonus alerts (SPEC §2.5, §4): whether the player's unseen available bonuses open one by one in the alert
   * modal, and the pause before each (ours; after a jackpot hit's 1 s, so a hit is shown first).
   */
  bonus_alerts: z
    .object({
      enabled: z.boolean().default(true),
      delay_ms: z.number().int().min(0).max(60_000).default(2_000),
    })
    .default({ enabled: true, delay_ms: 2_000 }),
  bonus_toasts: z
    .object({
      comboboost: z.boolean().default(true),
      freebet: z.boolean().default(true),
      hunting: z.boolean().default(true),
      tournament: z.boolean().default(true),
      lootbox: z.boolean().default(true),
      jackpot: z.boolean().default(true),
    })
    .default({
      comboboost: true,
      freebet: true,
      hunting: true,
      tournament: true,
      lootbox: true,
      jackpot: true,
    }),
  /** Header and navigation items, in order (SPEC §2.7). */
  header: z.array(HeaderItem).default([]),
  /** Content blocks of each configurable page, by page key (`home`, `live` …), in order (SPEC §2.7). */
  pages: z.record(z.string().regex(/^[a-z0-9_-]+$/), z.array(ContentBlock)).default({}),
  /** Design-token overrides: CSS custom property name (without `--`) to value, e.g. `{"color-accent": "#0a7"}`. */
  theme: z.record(z.string().regex(/^[a-z0-9-]+$/), z.string().max(200)).default({}),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
export type SiteConfigInput = z.input<typeof SiteConfig>;
