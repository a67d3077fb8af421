import type { Locator, Page } from '@playwright/test';
import type { Match } from '@sportsbook/contract';
import { expect } from '@playwright/test';
import { matchPath, outcomeKeyOf } from './match-control';
import type { OutcomeRef } from './match-control';

/** The odds buttons of the home page's Upcoming list that are open and not on the slip yet. */
export function unpickedUpcomingOdds(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('region', { name: 'Upcoming' })
    .locator('button[data-outcome-key][aria-pressed="false"]:not([disabled])');
}

/**
 * Taps a toggle (an odds button, a switch) until it shows on: a tap that lands before the page has hydrated does
 * nothing (the server-drawn control has no handler yet), and a player would tap again.
 */
export async function tapUntilOn(
  control: Locator,
  attribute: 'aria-pressed' | 'aria-checked' = 'aria-pressed',
): Promise<void> {
  await expect(async () => {
    if ((await control.getAttribute(attribute)) !== 'true') await control.click();
    await expect(control).toHaveAttribute(attribute, 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Puts the first open, unpicked outcome of the home page's Upcoming list on the slip; answers its key. */
export async function pickUpcoming(
  page: Page,
  skip: (key: string) => boolean = () => false,
): Promise<string> {
  const candidates = unpickedUpcomingOdds(page);
  await expect(candidates.first()).toBeVisible();
  for (let i = 0; ; i += 1) {
    const key = (await candidates.nth(i).getAttribute('data-outcome-key')) ?? '';
    if (skip(key)) continue;
    await tapUntilOn(page.locator(`[data-outcome-key="${key}"]`).first());
    return key;
  }
}

/** The odds button of an outcome of the main (1X2) market on its match page. */
export function mainMarketButton(page: Page, ref: OutcomeRef): Locator {
  return page
    .getByRole('region', { name: '1X2', exact: true })
    .locator(`[data-outcome-key="${outcomeKeyOf(ref)}"]`);
}

/** Opens the match page and puts the outcome of its main market on the slip. */
export async function pickOnMatchPage(page: Page, match: Match, ref: OutcomeRef): Promise<void> {
  await page.goto(matchPath(match));
  await tapUntilOn(mainMarketButton(page, ref));
}

/** Counts the player's open bets on the slip's My bets tab, then goes back to the bet slip tab. */
export async function openBetsCount(slip: Locator): Promise<number> {
  await slip.getByRole('tab', { name: 'My bets' }).click();
  const myBets = slip.getByTestId('my-bet');
  await expect(myBets.first().or(slip.getByText('You have no open bets.'))).toBeVisible();
  const count = await myBets.count();
  await slip.getByRole('tab', { name: /^Bet slip/ }).click();
  return count;
}

/** Presses Place bet on the slip, waits for the placed view and answers the bet's reference from it. */
export async function placeAndReadRef(slip: Locator): Promise<string> {
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  const ref = (
    (await slip
      .getByText(/^Ref\. /)
      .first()
      .textContent()) ?? ''
  )
    .replace(/^Ref\. /, '')
    .trim();
  expect(ref).not.toBe('');
  return ref;
}
