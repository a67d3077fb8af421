import type { CDPSession, Page } from 'playwright-core';
import type { StressControl } from './stress-control';
import { paintDelays } from './stress-paint-delay';
import type { PaintDelays } from './stress-paint-delay';
import { endWindow, startWindow } from './stress-probe';
import type { ProbeReading } from './stress-probe';

/** How one page fared under the stream. */
export interface StreamMeasurement {
  reading: ProbeReading;
  /** Main-thread time in script, style, layout and every task over the window (CDP Performance metrics). */
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  taskMs: number;
  /** Odds updates the sandbox published during the window, and the window's length in wall-clock seconds. */
  updates: number;
  seconds: number;
  /** Odds buttons whose text changed during the warm-up (proof that the page follows the stream). */
  movedDuringWarmup: number;
  /** Publish-to-paint of the sampled matches' moves in the window. */
  paint: PaintDelays;
  /** When the window opened (ms since the epoch): to line its long tasks up with the machine's other work. */
  from: number;
}

/** What a stream run is asked for. */
export interface StreamPlan {
  liveMatches: number;
  updatesPerSecond: number;
  cpuSlowdown: number;
  warmupMs: number;
  windowMs: number;
  clickEveryMs: number;
  /** Matches whose odds moves are timed from publication to paint (rows on screen in both pages). */
  sampleMatchIds: readonly number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function metrics(cdp: CDPSession): Promise<Map<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return new Map(list.map((metric) => [metric.name, metric.value]));
}

const oddsTexts = `(() => Object.fromEntries(
  [...document.querySelectorAll('button[data-outcome-key]')].map((button) => [button.dataset.outcomeKey, button.textContent])
))()`;

/** The centre of an enabled odds button well inside the viewport (by key, or the first one found). */
export function buttonCentre(
  page: Page,
  key: string | null,
): Promise<{ key: string; x: number; y: number } | null> {
  return page.evaluate(`(() => {
    const key = ${JSON.stringify(key)};
    const buttons = key
      ? [...document.querySelectorAll('button[data-outcome-key]')].filter((button) => button.dataset.outcomeKey === key)
      : [...document.querySelectorAll('button[data-outcome-key]:not([disabled])')];
    for (const button of buttons) {
      const rect = button.getBoundingClientRect();
      if (rect.width > 0 && rect.top > 120 && rect.bottom < innerHeight - 40)
        return { key: button.dataset.outcomeKey, x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }
    return null;
  })()`);
}

/**
 * Runs the stream against an open page and measures it: CPU slowed down through CDP, the stream started, a
 * warm-up, then a window in which the probe counts frames and long tasks, the same odds button is clicked
 * every `clickEveryMs` (an even number of times, so a toggle ends where it began), and CDP's Performance
 * metrics give the main thread's script time. Stops the stream and the slowdown at the end.
 */
export async function measureStream(
  page: Page,
  control: StressControl,
  plan: StreamPlan,
): Promise<StreamMeasurement> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: plan.cpuSlowdown });
  try {
    const before = (await page.evaluate(oddsTexts)) as Record<string, string>;
    await control.start(
      plan.liveMatches,
      plan.updatesPerSecond,
      plan.warmupMs + plan.windowMs + 5_000,
      plan.sampleMatchIds,
    );
    await sleep(plan.warmupMs);
    const after = (await page.evaluate(oddsTexts)) as Record<string, string>;
    const movedDuringWarmup = Object.keys(after).filter(
      (key) => before[key] !== undefined && before[key] !== after[key],
    ).length;

    const target = await buttonCentre(page, null);
    if (!target) throw new Error('No enabled odds button in the viewport to click');
    const startStatus = await control.status();
    const start = await metrics(cdp);
    const startedAt = Date.now();
    const windowFrom = performance.timeOrigin + performance.now();
    await startWindow(page, plan.sampleMatchIds);
    const clicks = Math.max(2, Math.floor(plan.windowMs / plan.clickEveryMs / 2) * 2);
    for (let index = 0; index < clicks; index++) {
      await sleep(startedAt + (index + 1) * plan.clickEveryMs - plan.clickEveryMs / 2 - Date.now());
      const at = await buttonCentre(page, target.key);
      if (at) await page.mouse.click(at.x, at.y);
    }
    await sleep(startedAt + plan.windowMs - Date.now());
    const reading = await endWindow(page);
    const windowTo = performance.timeOrigin + performance.now();
    const end = await metrics(cdp);
    const seconds = (Date.now() - startedAt) / 1000;
    const endStatus = await control.status();
    const delta = (name: string) => ((end.get(name) ?? 0) - (start.get(name) ?? 0)) * 1000;
    return {
      reading,
      scriptMs: delta('ScriptDuration'),
      styleMs: delta('RecalcStyleDuration'),
      layoutMs: delta('LayoutDuration'),
      taskMs: delta('TaskDuration'),
      updates: endStatus.updates - startStatus.updates,
      seconds,
      movedDuringWarmup,
      paint: paintDelays(await control.samples(), reading.paints, { from: windowFrom, to: windowTo }),
      from: windowFrom,
    };
  } finally {
    await control.stop(plan.liveMatches);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}
