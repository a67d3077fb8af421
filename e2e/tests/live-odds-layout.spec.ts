import { expect, test } from '../support/fixtures';

interface LayoutEvent {
  name: string;
  ph: string;
  ts: number;
  args?: {
    beginData?: { totalObjects?: number };
    endData?: { layoutRoots?: unknown[] };
  };
}
interface MarkEvent {
  name: string;
  ts: number;
}

// NOTE: Chromium's own trace of the page is read here; Playwright's trace would record it too.
test.use({ trace: 'off' });

// Issue 25: under the live storm every layout of the board walked all its layout objects (3,253 in a trace of
// 2026-11-28) for a few new prices, since each odds button was a grid item, laid out with its grid and all
// above it. A button that is a relayout boundary lays out alone.
test('a new price on the live board lays out its own button, not the board', async ({ page, browser }) => {
  await page.goto('/live');
  const button = page.locator('[data-testid="match-row"] button[data-outcome-key]:enabled').first();
  await expect(button).toBeVisible();

  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await button.evaluate((element) => {
    const price = element.lastElementChild!;
    // Whatever the page had left to lay out is laid out first: the marks bracket the price change's layout alone.
    void document.body.offsetHeight;
    performance.mark('price-change-start');
    price.textContent = `${price.textContent}0`;
    // A layout now, as the next frame would run it: what the price change dirtied and nothing else.
    void document.body.offsetHeight;
    performance.mark('price-change-end');
  });
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: (LayoutEvent | MarkEvent)[];
  };
  const mark = (name: string) => trace.traceEvents.find((event) => event.name === name)!.ts;
  const [start, end] = [mark('price-change-start'), mark('price-change-end')];
  const layouts = trace.traceEvents.filter(
    (event): event is LayoutEvent =>
      event.name === 'Layout' && 'ph' in event && event.ph === 'X' && event.ts > start && event.ts < end,
  );

  expect(layouts).toHaveLength(1);
  // The button and what is inside it (its label, short label, price and their text): a handful, where the whole
  // board is thousands.
  expect(layouts[0]!.args?.beginData?.totalObjects).toBeLessThan(20);
  expect(layouts[0]!.args?.endData?.layoutRoots).toHaveLength(1);
});
