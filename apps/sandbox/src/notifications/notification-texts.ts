import catalogue from './notification-texts.json';

/** The notifications the sandbox raises itself, by template; an operator's announcement brings its own text. */
export type NotificationTemplate =
  | 'bet_won'
  | 'bet_lost'
  | 'bet_refunded'
  | 'bet_cashed_out'
  | 'bet_cancelled'
  | 'freebet_issued'
  | 'comboboost_issued'
  | 'bonus_issued'
  | 'jackpot_hit';

/** The templates of a bonus issued or a jackpot hit (issue 22). */
export type RewardTemplate = Extract<
  NotificationTemplate,
  'freebet_issued' | 'comboboost_issued' | 'bonus_issued' | 'jackpot_hit'
>;

type Texts = Record<NotificationTemplate, { title: string; body: string }>;

// NOTE: every text of every template in one catalogue per language (notification-texts.json, checked whole by
// notification-texts.test.ts). `{ref}` is a bet's reference, `{amount}` money with its currency code. English
// is the fallback.
const texts: Record<string, Texts> = catalogue;

/** The first language of an `Accept-Language` header (or a bare code) that has texts; English otherwise. */
export function notificationLanguage(acceptLanguage: string | undefined): string {
  const codes = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return codes.find((code) => code in texts) ?? 'en';
}

/** A template's title and body in `language`, its `{name}` values filled in. */
export function renderNotification(
  template: NotificationTemplate,
  params: Record<string, string>,
  language: string,
): { title: string; body: string } {
  const text = (texts[language] ?? texts.en!)[template];
  const fill = (value: string) => value.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  return { title: fill(text.title), body: fill(text.body) };
}
