import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../e2e/support/chromium';

/** The figures of one Lighthouse run that the issue sets budgets for. */
export interface LighthouseFigures {
  /** Performance score, 0–100. */
  score: number;
  /** First contentful paint, ms. */
  fcpMs: number;
  /** Largest contentful paint, ms. */
  lcpMs: number;
  /** Cumulative layout shift, unitless. */
  cls: number;
  /** Total blocking time, ms. */
  tbtMs: number;
  /** Speed index, ms. */
  siMs: number;
  /** JavaScript the page downloaded while Lighthouse watched it (first load and what loads after it), bytes. */
  scriptBytes: number;
}

/** A headless Chromium that Lighthouse drives; `close` ends it. */
export interface LighthouseBrowser {
  run(url: string): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

// NOTE: the browser tests' flags (quiet on closed networks, runs as root), headless for Lighthouse's launcher.
const chromeFlags = ['--headless=new', ...chromiumArgs];

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
}

/** Bytes of script transferred, from Lighthouse's resource summary (what went over the wire, compressed). */
function scriptBytesOf(audits: Record<string, { details?: unknown }>): number {
  const items = (audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)?.items;
  if (!items) throw new Error('Lighthouse reported no resource summary');
  // NOTE: a page that loaded no script (the floor) may have no script row at all.
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse reported no ${id}`);
  return value;
}

/**
 * Launches Chromium for Lighthouse. Each run is Lighthouse's default configuration: the mobile form factor
 * (Moto G Power screen) with simulated slow 4G and 4× CPU slowdown, performance category only.
 */
export async function launchLighthouse(): Promise<LighthouseBrowser> {
  const path = chromiumExecutable();
  const chrome = await launch({ chromeFlags, ...(path ? { chromePath: path } : {}) });
  return {
    async run(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      // NOTE: for a closer look (which element was the LCP, what shifted): LIGHTHOUSE_REPORT_DIR keeps every report.
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
        writeFileSync(join(reportDir, name), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const score = lhr.categories.performance?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
      return {
        score: Math.round(score * 100),
        fcpMs: numeric(lhr.audits, 'first-contentful-paint'),
        lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
        cls: numeric(lhr.audits, 'cumulative-layout-shift'),
        tbtMs: numeric(lhr.audits, 'total-blocking-time'),
        siMs: numeric(lhr.audits, 'speed-index'),
        scriptBytes: scriptBytesOf(lhr.audits),
      };
    },
    async close() {
      chrome.kill();
    },
  };
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure over several runs (each figure on its own, so one slow run moves none of them). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('no Lighthouse runs to take the median of');
  return {
    score: median(runs.map((run) => run.score)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    siMs: median(runs.map((run) => run.siMs)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
  };
}
