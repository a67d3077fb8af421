import type { Page } from '@playwright/test';
import { mainMarketButton, tapOn } from '../support/betslip';
import { expect, test } from '../support/fixtures';
import {
  clearOdds,
  createMatch,
  fixOdds,
  mainOutcomes,
  matchPath,
  outcomeKeyOf,
  untilSeen,
} from '../support/match-control';
import { sandboxControl } from '../support/sandbox-control';

/** Starts or ends the sandbox's real-time outage: every socket cut, new ones refused (docs/sandbox-control.md). */
function outage(on: boolean): Promise<unknown> {
  return sandboxControl('PUT', '/realtime/outage', { on });
}

const twoDecimals = (odds: number) => Math.round(odds * 100) / 100;

/**
 * Tells the page the network is back (as the browser does when it is) and answers how long after `since` (ms
 * since the epoch) the outcome's button showed `odds`, enabled again.
 */
function onlineUntilShown(page: Page, key: string, odds: string, since: number): Promise<number> {
  return page.evaluate(
    ({ key, odds, since }) =>
      new Promise<number>((resolve, reject) => {
        const button = () => document.querySelector<HTMLButtonElement>(`[data-outcome-key="${key}"]`);
        const current = () => {
          const element = button();
          return !!element && !element.disabled && (element.textContent ?? '').endsWith(odds);
        };
        const deadline = Date.now() + 10_000;
        const check = () => {
          if (current()) resolve(Date.now() - since);
          else if (Date.now() > deadline) reject(new Error(`the button never showed ${odds}`));
          else requestAnimationFrame(check);
        };
        window.dispatchEvent(new Event('online'));
        check();
      }),
    { key, odds, since },
  );
}

test.afterEach(async () => {
  await outage(false);
});

test('prices lock while the real-time connection is down and are current within 1 s of its return', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const match = await createMatch('Outage');
  const [home] = mainOutcomes(match);
  try {
    await page.goto(matchPath(match));
    const button = mainMarketButton(page, home!);
    await tapOn(button);
    const slip = page.getByTestId('betslip');
    await slip.getByLabel('When odds change').selectOption('any');
    await slip.getByLabel(/^Stake for/).fill('5');
    const place = slip.getByRole('button', { name: 'Place bet' });
    await expect(place).toBeEnabled();

    // The page is live once a change reaches it (it subscribes a moment after it renders).
    const shown = Number((await button.locator('span').last().innerText()).trim());
    const live = twoDecimals(shown + 0.31);
    await untilSeen(
      () => fixOdds(home!, live),
      () => expect(button).toHaveText(new RegExp(`${live.toFixed(2)}$`), { timeout: 1_500 }),
    );

    const dropped = Date.now();
    await outage(true);
    await expect(button).toBeDisabled({ timeout: 5_000 });
    const lockedAfter = Date.now() - dropped;
    await expect(button).toHaveAttribute('data-stale', 'true');
    await expect(button).toHaveAccessibleDescription(
      new RegExp(`, ${live.toFixed(2)}: price being updated, connection lost$`),
    );
    await expect(slip.getByText('Connection lost: prices are being updated.')).toBeVisible();
    await expect(place).toBeDisabled();
    await expect(slip.getByLabel(/^Stake for/)).toHaveValue('5');

    // The price moves on the server while the page cannot hear it; the outage lasts long enough for the
    // client's reconnect back-off to have grown past a second.
    const moved = twoDecimals(live + 0.58);
    await fixOdds(home!, moved);
    await page.waitForTimeout(8_000);
    await expect(button).toHaveText(new RegExp(`${live.toFixed(2)}$`));
    await expect(button).toBeDisabled();

    const returned = Date.now();
    await outage(false);
    const currentAfter = await onlineUntilShown(page, outcomeKeyOf(home!), moved.toFixed(2), returned);
    test
      .info()
      .annotations.push(
        { type: 'locked after', description: `${lockedAfter} ms` },
        { type: 'current after', description: `${currentAfter} ms` },
      );
    process.stdout.write(
      `connection outage: buttons locked ${lockedAfter} ms after the drop; prices current ${currentAfter} ms after the network returned\n`,
    );
    expect(lockedAfter).toBeLessThanOrEqual(5_000);
    expect(currentAfter).toBeLessThanOrEqual(1_000);

    await expect(button).not.toHaveAttribute('data-stale');
    await expect(slip.getByText('Connection lost: prices are being updated.')).toHaveCount(0);
    await expect(slip.getByTestId('slip-odds')).toHaveText(new RegExp(`${moved.toFixed(2)}$`));
    await expect(place).toBeEnabled();
  } finally {
    await clearOdds(match.id);
  }
});
