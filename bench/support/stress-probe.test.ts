import { describe, expect, it } from 'vitest';
import { probeScript } from './stress-probe';

interface Stamp {
  key: string;
  text: string;
  at: number;
}

/**
 * The probe in a hand-driven browser: `frame()` runs the animation callbacks asked for before it (those asked
 * for during it wait for the next), then the page's paint, then `tasks()` runs the messages posted meanwhile.
 */
function probeInFakeBrowser() {
  let clock = 0;
  let frameCallbacks: (() => void)[] = [];
  let messages: (() => void)[] = [];
  let observe: (records: unknown[]) => void = () => {};
  let painted = -1;
  const window: { __stressProbe?: { measuring: boolean; sampled: Set<string>; paints: Stamp[] } } = {};
  class FakeChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const performance = { timeOrigin: 1_000, now: () => clock };
  new Function(
    'window',
    'document',
    'MutationObserver',
    'requestAnimationFrame',
    'MessageChannel',
    'PerformanceObserver',
    'performance',
    probeScript,
  )(
    window,
    { addEventListener: () => {} },
    class {
      constructor(callback: (records: unknown[]) => void) {
        observe = callback;
      }
      observe() {}
    },
    (callback: () => void) => frameCallbacks.push(callback),
    FakeChannel,
    class {
      observe() {}
    },
    performance,
  );
  const probe = window.__stressProbe!;
  probe.measuring = true;
  probe.sampled = new Set(['7']);
  const button = { disabled: false, dataset: { outcomeKey: '7|1|1' }, lastElementChild: { textContent: '' } };
  const node = { nodeType: 1, closest: () => button };
  return {
    probe,
    /** A sampled button comes to show `text` (a DOM mutation the observer reports). */
    show(text: string) {
      button.lastElementChild.textContent = text;
      observe([{ target: node }]);
    },
    frame(during?: () => void) {
      clock += 16;
      const callbacks = frameCallbacks;
      frameCallbacks = [];
      for (const callback of callbacks) callback();
      during?.();
      painted = clock;
    },
    tasks() {
      clock += 1;
      const posted = messages;
      messages = [];
      for (const message of posted) message();
    },
    paintedAt: () => performance.timeOrigin + painted,
  };
}

describe('the stress probe stamps an odds text with the paint that shows it', () => {
  it('stamps a text changed between frames after the next frame paints it', () => {
    const browser = probeInFakeBrowser();
    browser.frame();
    browser.tasks();
    browser.show('1.50');
    browser.tasks();
    expect(browser.probe.paints).toEqual([]);
    browser.frame();
    browser.tasks();
    expect(browser.probe.paints).toEqual([{ key: '7|1|1', text: '1.50', at: browser.paintedAt() + 1 }]);
  });

  it('stamps a text changed in a frame callback after that frame, not the one after', () => {
    const browser = probeInFakeBrowser();
    browser.frame();
    browser.tasks();
    // The odds store flushes in an animation frame callback, after the probe's own.
    browser.frame(() => browser.show('1.50'));
    const paintedAt = browser.paintedAt();
    browser.tasks();
    expect(browser.probe.paints).toEqual([{ key: '7|1|1', text: '1.50', at: paintedAt + 1 }]);
  });
});
