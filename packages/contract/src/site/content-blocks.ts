import { z } from 'zod';
import { audiences } from '../common/enum-values';

export { isVisibleTo } from './audience';

/** Who sees a navigation item (SPEC §2.7). */
export const Audience = z.enum(audiences);
export type Audience = z.infer<typeof Audience>;

const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), id: z.string().min(1), audience: Audience.default('ALL'), ...shape });

const limit = z.number().int().positive().max(100).default(10);
const sportFilter = { sport_key: z.string().nullable().default(null) };

/**
 * Page content blocks a site composes its pages from (SPEC §2.7), discriminated by `type`. The web app keeps a
 * registry with a renderer per type.
 */
export const ContentBlock = z.discriminatedUnion('type', [
  block('label', { text: z.string() }),
  block('text', { html: z.string().max(20_000) }),
  block('image', { src: z.string(), alt: z.string(), href: z.string().nullable().default(null) }),
  block('banner', {
    title: z.string(),
    subtitle: z.string().default(''),
    image: z.string().nullable().default(null),
    href: z.string().nullable().default(null),
  }),
  block('iframe', { src: z.url(), title: z.string(), height: z.number().int().positive().default(400) }),
  block('event_markets', { match_id: z.number().int().positive(), group_key: z.string().default('main') }),
  block('event_stats', { match_id: z.number().int().positive() }),
  block('live_events', { ...sportFilter, limit }),
  block('outrights', { ...sportFilter, limit }),
  block('prematch_events', { ...sportFilter, limit }),
  block('promocode', { title: z.string().default('') }),
  block('results', { ...sportFilter, limit }),
  block('schedule', { ...sportFilter, limit }),
  block('top_events', { limit }),
  block('top_leagues', { limit }),
  block('tournaments', { tournament_ids: z.array(z.number().int().positive()).default([]) }),
  block('bonuses', { bonus_types: z.array(z.string()).default([]) }),
  block('jackpot_banner', { jackpot_id: z.number().int().positive().nullable().default(null) }),
  block('speed_dial', {
    items: z
      .array(z.object({ label: z.string(), href: z.string(), icon: z.string().nullable().default(null) }))
      .default([]),
  }),
  block('favorites', { limit }),
  block('prediction', {
    prediction_id: z.number().int().positive(),
    /** Ours (SPEC §2.7 names the block only): the question put to players and the answers they choose from. */
    title: z.string().default(''),
    options: z
      .array(z.object({ key: z.string().min(1).max(40), label: z.string().min(1).max(120) }))
      .max(12)
      .default([]),
  }),
]);
export type ContentBlock = z.infer<typeof ContentBlock>;
export type ContentBlockType = ContentBlock['type'];

const item = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), audience: Audience.default('ALL'), ...shape });

const menuItemShape = {
  /** A key of the web app's `sections` messages (`in_play`), shown translated; any other text shows as written. */
  label: z.string(),
  /** An internal path (localized when shown) or an outside address (`https:`, `mailto:`, `sms:`). */
  href: z.string(),
  /** A symbol of the icon sprite (`icon-live`, `sport-football`). */
  icon: z.string().nullable().default(null),
};

/** Header and navigation items (SPEC §2.7), each with its audience. */
export const HeaderItem = z.discriminatedUnion('type', [
  item('bonus', {}),
  item('brand_logo', {}),
  item('chat_toggle', {}),
  item('notifications', {}),
  item('profile', {}),
  item('search', {}),
  item('side_menu', {}),
  item('language', {}),
  item('odds', {}),
  item('sport_list', {}),
  item('platform_switcher', { items: z.array(z.object(menuItemShape)).default([]) }),
  item('events_filter', {}),
  item('jackpot_card', {}),
  item('menu_item', menuItemShape),
  item('submenu', { label: z.string(), items: z.array(z.object(menuItemShape)) }),
  item('button', {
    label: z.string(),
    href: z.string(),
    variant: z.enum(['primary', 'secondary']).default('primary'),
  }),
]);
export type HeaderItem = z.infer<typeof HeaderItem>;
