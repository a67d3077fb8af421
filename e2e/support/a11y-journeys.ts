import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { tapOn } from './betslip';
import { message } from './catalogue';

export type Locale = 'en' | 'ar';

/** The home page in a locale. */
export function homeOf(locale: Locale): string {
  return locale === 'en' ? '/' : '/ar';
}

/**
 * Opens a page and waits until it has drawn its data: its heading shows (or the dialog a route such as
 * /users/sign-in opens over it, which hides the page's heading) and the network went quiet.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * The odds buttons of the home page's Upcoming list that are open and not on the slip yet, in any language:
 * prematch prices, which hold still while a bet is placed (a live price moving would ask to accept it).
 */
function unpickedOdds(page: Page, locale: Locale): Locator {
  return page
    .getByRole('main')
    .getByRole('region', { name: message(locale, 'blocks.titles.prematch_events'), exact: true })
    .locator('button[data-outcome-key][aria-pressed="false"]:not([disabled])');
}

/** Puts `count` selections of different matches from the home page's Upcoming list on the slip. */
export async function pickSelections(page: Page, locale: Locale, count: number): Promise<void> {
  const matches = new Set<string>();
  for (let i = 0; matches.size < count; i += 1) {
    const key = (await unpickedOdds(page, locale).nth(i).getAttribute('data-outcome-key')) ?? '';
    const match = key.split('|')[0]!;
    if (matches.has(match)) continue;
    matches.add(match);
    await tapOn(page.locator(`main [data-outcome-key="${key}"]`).first());
  }
}

/** The stake fields of the slip's bets (the quick-bet stake is not one: it shows only with quick bet on). */
export function stakeFields(slip: Locator): Locator {
  return slip.locator('input[inputmode="decimal"]');
}

/**
 * Opens an auth dialog by the `modal` query parameter (SPEC §2.1) and waits for its form: the platform's, in a
 * frame (sign-in, sign-up), or the app's own (the e-mail requests).
 */
export async function openAuthDialog(page: Page, locale: Locale, modal: string): Promise<Locator> {
  await page.goto(`${homeOf(locale)}?modal=${modal}`);
  const dialog = page.getByRole('dialog');
  const form = dialog.locator('iframe, input:not([type="hidden"])').first();
  await expect(form).toBeVisible();
  if ((await form.evaluate((element) => element.tagName)) === 'IFRAME') {
    await expect(dialog.frameLocator('iframe').locator('input:not([type="hidden"])').first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  return dialog;
}

/** Opens the header's search dialog and searches for `query` until results show. */
export async function openSearchResults(page: Page, locale: Locale, query: string): Promise<Locator> {
  await openPage(page, homeOf(locale));
  await page.getByTestId('search-button').click();
  const dialog = page.getByRole('dialog', { name: message(locale, 'search.title') });
  await dialog.getByRole('combobox').fill(query);
  await expect(dialog.getByRole('option').or(dialog.getByRole('link')).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return dialog;
}

/** Opens the header's language menu. */
export async function openLanguageMenu(page: Page, locale: Locale): Promise<void> {
  await openPage(page, homeOf(locale));
  const trigger = page.getByRole('button', { name: message(locale, 'common.language') });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
}
