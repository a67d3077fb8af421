import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { chromiumArgs, chromiumExecutable } from '../../e2e/support/chromium';
import { stressControl } from './stress-control';
import type { StressControl } from './stress-control';
import { startWebSystem } from './web-system';

/**
 * Runs `look` on our live page (the web app's production build, 1440×900) with 300 live matches booked, once its
 * rows are drawn and it has settled for 3 s; the profiling scripts start the stream themselves. Stops the
 * browser and the system after, whatever happened.
 */
export async function onStressLivePage(
  look: (page: Page, control: StressControl, browser: Browser) => Promise<void>,
): Promise<void> {
  const system = await startWebSystem((sportsbookUrl) =>
    stressControl(sportsbookUrl)
      .book(300)
      .then(() => {}),
  );
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${system.webUrl}/live`);
    await page.locator('[data-testid="match-row"]').first().waitFor({ timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await look(page, stressControl(system.sportsbookUrl), browser);
  } finally {
    await browser.close();
    await system.stop();
  }
}
