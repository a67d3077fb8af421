import type { Page } from '@playwright/test';
import {
  homeOf,
  openAuthDialog,
  openLanguageMenu,
  openPage,
  openSearchResults,
  pickSelections,
  stakeFields,
} from '../support/a11y-journeys';
import type { Locale } from '../support/a11y-journeys';
import { reportViolations, scan } from '../support/axe';
import type { PageViolation } from '../support/axe';
import { message } from '../support/catalogue';
import { SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { systemUrls } from '../support/system';

const PHONE = { width: 375, height: 812 };
/** The slip and the header: what a state of the slip or a signed-in session changes on a page already scanned. */
const SLIP_AND_HEADER = ['[data-testid="betslip"]', 'header'];

// NOTE: the violations list is this suite's diagnosis; a trace would snapshot the page at each scan.
test.use({ trace: 'off' });

/** The auth dialogs SPEC §2.1's `modal` parameter opens (the password edit form needs a mailed token). */
const AUTH_DIALOGS = ['signIn', 'signUp', 'passwordNew', 'confirmation', 'unlock'];

/** The first three letters of a seeded team's name: a query the search dialog answers with results. */
async function searchQuery(): Promise<string> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/api/v2/matches?sport_key=football&type=match`);
  const { data } = (await response.json()) as { data: { competitors: { home: { name: string } } }[] };
  return data[0]!.competitors.home.name.slice(0, 3);
}

/**
 * A state to scan: where, how to reach it, and what to scan of it (the whole page unless said: with a dialog
 * open that checks the page behind it too, hidden and inert).
 */
type Step = [where: string, open: () => Promise<void>, include?: string[]];

/** Runs the scans and fails once at the end with every violation, so one run lists them all. */
async function scanAll(page: Page, steps: Step[]): Promise<void> {
  const violations: PageViolation[] = [];
  for (const [where, open, include] of steps) {
    await open();
    violations.push(...(await scan(page, where, include)));
  }
  const report = await reportViolations(test.info(), violations);
  expect(violations, report).toEqual([]);
}

for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
  test.describe(`${locale}`, () => {
    test.beforeEach(() => test.setTimeout(180_000));

    test(`the dialogs, the language menu and the slip with selections have no axe violation on a desktop (${locale})`, async ({
      page,
    }) => {
      const query = await searchQuery();
      const slip = page.getByTestId('betslip');
      await scanAll(page, [
        ...AUTH_DIALOGS.map((modal): Step => [
          `${modal} dialog`,
          async () => void (await openAuthDialog(page, locale, modal)),
        ]),
        ['search dialog with results', async () => void (await openSearchResults(page, locale, query))],
        ['language menu', () => openLanguageMenu(page, locale)],
        [
          'slip with two selections and stakes',
          async () => {
            await openPage(page, homeOf(locale));
            // The notice sits over the slip's foot (Share) on a desktop; its button speaks the page's language.
            const consent = page.getByRole('button', {
              name: message(locale, 'consent.accept'),
              exact: true,
            });
            if (await consent.isVisible()) await consent.click();
            await pickSelections(page, locale, 2);
            const stakes = stakeFields(slip);
            await expect(stakes.first()).toBeVisible();
            for (let i = 0; i < (await stakes.count()); i += 1) await stakes.nth(i).fill('4');
          },
          SLIP_AND_HEADER,
        ],
        [
          'share dialog',
          async () => {
            await slip.getByRole('button', { name: message(locale, 'betShare.share'), exact: true }).click();
            const dialog = page.getByRole('dialog', { name: message(locale, 'betShare.title') });
            await expect(dialog.getByTestId('share-code')).not.toHaveValue('');
          },
        ],
      ]);
    });

    test(`the phone slip sheet and the sign-in dialog have no axe violation on a 375 px phone (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      // The sign-in dialog first: once the slip holds a selection, a phone page opens with the slip sheet.
      await scanAll(page, [
        ['phone sign-in dialog', async () => void (await openAuthDialog(page, locale, 'signIn'))],
        [
          'phone slip sheet with a selection',
          async () => {
            await openPage(page, homeOf(locale));
            await pickSelections(page, locale, 1);
            const sheet = page.getByRole('dialog', { name: message(locale, 'betslip.title') });
            await expect(stakeFields(sheet).first()).toBeVisible();
            await stakeFields(sheet).first().fill('3');
          },
        ],
      ]);
    });

    test(`a signed-in player's placed bet, My Bets and quick bet have no axe violation (${locale})`, async ({
      page,
    }) => {
      await setDemoBalance(SEEDED_EUR_BALANCE);
      const slip = page.getByTestId('betslip');
      try {
        // Signed in through the English dialog; the session then serves every language.
        await signInDemo(page);
        await scanAll(page, [
          [
            'slip after a placed bet',
            async () => {
              await openPage(page, homeOf(locale));
              await pickSelections(page, locale, 1);
              await stakeFields(slip).first().fill('2');
              await slip.getByRole('button', { name: message(locale, 'betslip.place') }).click();
              await expect(slip.getByTestId('placed-bet')).toBeVisible();
            },
            SLIP_AND_HEADER,
          ],
          [
            'My Bets with an open bet',
            async () => {
              await openPage(page, homeOf(locale));
              await slip.getByRole('tab').nth(1).click();
              await expect(slip.getByTestId('my-bet').first()).toBeVisible();
              await page.waitForLoadState('networkidle');
            },
            SLIP_AND_HEADER,
          ],
          [
            'quick bet switched on',
            async () => {
              await slip.getByRole('tab').first().click();
              const toggle = slip.getByRole('switch', { name: message(locale, 'quickBet.label') });
              await toggle.click();
              await expect(toggle).toHaveAttribute('aria-checked', 'true');
              await expect(slip.getByLabel(message(locale, 'quickBet.stake'))).toBeVisible();
            },
            SLIP_AND_HEADER,
          ],
        ]);
      } finally {
        // Quick bet is a setting of the player's: put it back off for the other tests.
        const toggle = slip.getByRole('switch', { name: message(locale, 'quickBet.label') });
        if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'false');
        await setDemoBalance(SEEDED_EUR_BALANCE);
      }
    });
  });
}
