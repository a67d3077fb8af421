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
 * Taps a toggle (an odds button, a switch) once and waits for it to show on. Once is enough from the first paint:
 * a tap before hydration is kept and replayed when the control is live (issue 25), so a second tap would toggle it
 * off again, as it would for a player.
 */
export async function tapOn(
  control: Locator,
  attribute: 'aria-pressed' | 'aria-checked' = 'aria-pressed',
): Promise<void> {
  await expect(control).toHaveAttribute(attribute, 'false');
  await control.click();
  await expect(control).toHaveAttribute(attribute, 'true');
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
    await tapOn(page.locator(`[data-outcome-key="${key}"]`).first());
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
  await tapOn(mainMarketButton(page, ref));
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
