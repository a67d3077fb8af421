import type { Page } from 'playwright-core';

/** What the in-page probe measured over one window. */
export interface ProbeReading {
  /** Length of the window, in ms of the page's clock. */
  windowMs: number;
  /** Animation frames painted in the window. */
  frames: number;
  /** Durations of the long tasks (over 50 ms, the Long Tasks API's threshold) in the window. */
  longTasks: number[];
  /** Per click: Event Timing's duration of its interaction (input to next paint), null when under 16 ms. */
  clicks: { eventTimingMs: number | null; afterPaintMs: number }[];
}

/**
 * The probe, installed before any page script (`addInitScript`) in both pages the stress run measures, so both
 * are measured alike. A plain string: a serialised function would carry the bundler's helpers into the page.
 * - frames: a requestAnimationFrame loop counts frames while measuring;
 * - long tasks: a `longtask` PerformanceObserver;
 * - click-to-paint: Event Timing `event` entries (click, pointer down and up; the interaction's longest), and,
 *   for clicks quicker than Event Timing reports (16 ms), the time from the click's timestamp to a message posted
 *   from the next animation frame, which runs after that frame's paint.
 */
const probeScript = `(() => {
  const probe = { measuring: false, start: 0, frames: 0, longTasks: [], events: [], clicks: [] };
  window.__stressProbe = probe;
  const onFrame = () => { if (probe.measuring) probe.frames++; requestAnimationFrame(onFrame); };
  requestAnimationFrame(onFrame);
  try {
    new PerformanceObserver((list) => {
      if (!probe.measuring) return;
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) probe.events.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  } catch {}
  document.addEventListener('click', (event) => {
    if (!probe.measuring) return;
    const at = event.timeStamp;
    const click = { at, afterPaint: null };
    probe.clicks.push(click);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { click.afterPaint = performance.now() - at; };
      channel.port2.postMessage(0);
    });
  }, true);
})();`;

/** Installs the probe in every document the page opens from now on. */
export async function installProbe(page: Page): Promise<void> {
  await page.addInitScript({ content: probeScript });
}

/** Starts a measuring window (forgetting whatever came before). */
export async function startWindow(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const probe = window.__stressProbe;
    Object.assign(probe, { measuring: true, start: performance.now(), frames: 0, longTasks: [], events: [], clicks: [] });
  })()`);
}

/** Ends the window and reads what the probe measured in it. */
export async function endWindow(page: Page): Promise<ProbeReading> {
  const raw = (await page.evaluate(`(() => {
    const probe = window.__stressProbe;
    probe.measuring = false;
    return {
      windowMs: performance.now() - probe.start,
      frames: probe.frames,
      longTasks: probe.longTasks,
      events: probe.events,
      clicks: probe.clicks,
    };
  })()`)) as {
    windowMs: number;
    frames: number;
    longTasks: number[];
    events: { id: number; start: number; duration: number }[];
    clicks: { at: number; afterPaint: number | null }[];
  };
  const clicks = raw.clicks.map((click) => {
    // NOTE: a click's interaction starts with its pointerdown, a few ms before the click event itself.
    const entries = raw.events.filter((entry) => Math.abs(entry.start - click.at) < 250);
    const eventTimingMs = entries.length > 0 ? Math.max(...entries.map((entry) => entry.duration)) : null;
    return { eventTimingMs, afterPaintMs: click.afterPaint ?? Number.NaN };
  });
  return { windowMs: raw.windowMs, frames: raw.frames, longTasks: raw.longTasks, clicks };
}
