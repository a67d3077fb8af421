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
  /** Each new odds text of a sampled match's button, and when it was painted (ms since the epoch). */
  paints: PaintedOdds[];
}

/** An odds text a sampled button came to show, and when the frame showing it had been painted. */
export interface PaintedOdds {
  key: string;
  text: string;
  /** `performance.timeOrigin + performance.now()` after the paint: comparable with the sandbox's publish times. */
  at: number;
}

/**
 * The probe, installed before any page script (`addInitScript`) in both pages the stress run measures, so both
 * are measured alike. A plain string: a serialised function would carry the bundler's helpers into the page.
 * - frames: a requestAnimationFrame loop counts frames while measuring;
 * - long tasks: a `longtask` PerformanceObserver;
 * - click-to-paint: Event Timing `event` entries (click, pointer down and up; the interaction's longest), and,
 *   for clicks quicker than Event Timing reports (16 ms), the time from the click's timestamp to a message posted
 *   from the next animation frame, which runs after that frame's paint;
 * - publish-to-paint: a MutationObserver sees each new odds text of a sampled match's button (its last element's
 *   text, or its own when it has none: the patcher's) and stamps it, by the same animation frame and message,
 *   with the time after the paint that shows it. A locked button shows no odds and is not stamped.
 */
const probeScript = `(() => {
  const probe = { measuring: false, start: 0, frames: 0, longTasks: [], events: [], clicks: [], paints: [], sampled: new Set() };
  window.__stressProbe = probe;
  const shownText = new Map();
  let unpainted = [];
  const stampPaint = () => {
    const batch = unpainted;
    unpainted = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const at = performance.timeOrigin + performance.now();
      for (const entry of batch) probe.paints.push({ key: entry.key, text: entry.text, at });
    };
    channel.port2.postMessage(0);
  };
  new MutationObserver((records) => {
    if (!probe.measuring || probe.sampled.size === 0) return;
    for (const record of records) {
      const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const button = node && node.closest('button[data-outcome-key]');
      if (!button || button.disabled) continue;
      const key = button.dataset.outcomeKey;
      if (!probe.sampled.has(key.split('|')[0])) continue;
      const text = (button.lastElementChild ?? button).textContent;
      if (shownText.get(key) === text) continue;
      shownText.set(key, text);
      if (unpainted.length === 0) requestAnimationFrame(stampPaint);
      unpainted.push({ key, text });
    }
  }).observe(document, { childList: true, characterData: true, subtree: true });
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

/** Starts a measuring window (forgetting whatever came before), stamping the paints of the sampled matches. */
export async function startWindow(page: Page, sampledMatchIds: readonly number[]): Promise<void> {
  await page.evaluate(`(() => {
    const probe = window.__stressProbe;
    Object.assign(probe, {
      measuring: true, start: performance.now(), frames: 0, longTasks: [], events: [], clicks: [], paints: [],
      sampled: new Set(${JSON.stringify(sampledMatchIds.map(String))}),
    });
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
      paints: probe.paints,
    };
  })()`)) as {
    windowMs: number;
    frames: number;
    longTasks: number[];
    events: { id: number; start: number; duration: number }[];
    clicks: { at: number; afterPaint: number | null }[];
    paints: PaintedOdds[];
  };
  const clicks = raw.clicks.map((click) => {
    // NOTE: a click's interaction starts with its pointerdown, a few ms before the click event itself.
    const entries = raw.events.filter((entry) => Math.abs(entry.start - click.at) < 250);
    const eventTimingMs = entries.length > 0 ? Math.max(...entries.map((entry) => entry.duration)) : null;
    return { eventTimingMs, afterPaintMs: click.afterPaint ?? Number.NaN };
  });
  return { windowMs: raw.windowMs, frames: raw.frames, longTasks: raw.longTasks, clicks, paints: raw.paints };
}
