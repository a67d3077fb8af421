import type { Page } from 'playwright-core';

/** What the in-page probe measured over one window. */
export interface ProbeReading {
  /** Length of the window, in ms of the page's clock. */
  windowMs: number;
  /** Animation frames painted in the window. */
  frames: number;
  /** Durations of the long tasks (over 50 ms, the Long Tasks API's threshold) in the window. */
  longTasks: number[];
  /** When each of those long tasks started, in ms since the window's start (to see where they cluster). */
  longTaskStarts: number[];
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
 *   text, or its own when it has none: the patcher's) and stamps it with the time after the paint that shows it:
 *   a text changed between frames (the patcher, in its socket's task) is painted by the next frame, so it is
 *   stamped by the same animation frame and message; a text changed inside a frame's animation callbacks (ours:
 *   the odds store flushes in one) is painted by that frame, so it is stamped by a message posted at once.
 *   NOTE: an animation frame asked for inside a frame's callbacks runs in the frame after, so the first way
 *   stamped ours a frame after its paint (issue 25: publish-to-paint missed by up to 55 ms, about one frame at
 *   4×). The probe's own frame callback, the first of each frame, marks the frame open until a message (the
 *   first task after the paint) closes it. A locked button shows no odds and is not stamped.
 */
export const probeScript = `(() => {
  const probe = { measuring: false, start: 0, frames: 0, longTasks: [], longTaskStarts: [], events: [], clicks: [], paints: [], sampled: new Set() };
  window.__stressProbe = probe;
  const shownText = new Map();
  let unpainted = [];
  let stampAsked = false;
  let frameOpen = false;
  const stampPaint = () => {
    stampAsked = false;
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
      unpainted.push({ key, text });
    }
    if (unpainted.length === 0 || stampAsked) return;
    if (frameOpen) stampPaint();
    else { stampAsked = true; requestAnimationFrame(stampPaint); }
  }).observe(document, { childList: true, characterData: true, subtree: true });
  const closeFrame = new MessageChannel();
  closeFrame.port1.onmessage = () => { frameOpen = false; };
  const onFrame = () => {
    if (probe.measuring) probe.frames++;
    frameOpen = true;
    closeFrame.port2.postMessage(0);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  try {
    new PerformanceObserver((list) => {
      if (!probe.measuring) return;
      for (const entry of list.getEntries()) { probe.longTasks.push(entry.duration); probe.longTaskStarts.push(entry.startTime - probe.start); }
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
      measuring: true, start: performance.now(), frames: 0, longTasks: [], longTaskStarts: [], events: [], clicks: [], paints: [],
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
      longTaskStarts: probe.longTaskStarts,
      events: probe.events,
      clicks: probe.clicks,
      paints: probe.paints,
    };
  })()`)) as {
    windowMs: number;
    frames: number;
    longTasks: number[];
    longTaskStarts: number[];
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
  return {
    windowMs: raw.windowMs,
    frames: raw.frames,
    longTasks: raw.longTasks,
    longTaskStarts: raw.longTaskStarts,
    clicks,
    paints: raw.paints,
  };
}
