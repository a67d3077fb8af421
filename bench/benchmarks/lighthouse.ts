import type { Benchmark, BenchmarkResult, Figure } from '../support/benchmark';
import { serveFloor } from '../support/lighthouse-floor-server';
import { launchLighthouse, median, medianFigures } from '../support/lighthouse-runner';
import type { LighthouseBrowser, LighthouseFigures } from '../support/lighthouse-runner';
import { liveMatchPath } from '../support/sample-pages';
import { startWebSystem } from '../support/web-system';

// NOTE: Lighthouse's guidance on variability: the median of five runs. On this shared 2-core machine a single run
// sometimes sees Chromium hold the first frame for a second or two (observed FCP 0.2 s in one run, 2.3 s in the next).
const runsPerPage = 5;
/** Issue 25's budgets (score, CLS) and issue 4's LCP budget, which issue 25 left standing. */
const budget = { score: 95, lcpMs: 2_500, cls: 0.02 };

interface PageUnderTest {
  label: string;
  path: string;
}

/** One page's runs: ours and the floor's, run n of each taken back to back. */
interface PairedRuns {
  ours: LighthouseFigures[];
  floor: LighthouseFigures[];
}

function paintFigures(prefix: string, figures: LighthouseFigures): Figure[] {
  return [
    { label: `${prefix}: FCP`, value: figures.fcpMs / 1000, unit: 's' },
    {
      label: `${prefix}: LCP`,
      value: figures.lcpMs / 1000,
      unit: 's',
      budget: { text: `< ${budget.lcpMs / 1000} s`, within: figures.lcpMs < budget.lcpMs },
    },
    { label: `${prefix}: SI`, value: figures.siMs / 1000, unit: 's' },
    { label: `${prefix}: TBT`, value: figures.tbtMs, unit: 'ms' },
  ];
}

function oursFigures(page: PageUnderTest, ours: LighthouseFigures): Figure[] {
  return [
    {
      label: `${page.label}: performance score`,
      value: ours.score,
      unit: '',
      budget: { text: `≥ ${budget.score}`, within: ours.score >= budget.score },
    },
    ...paintFigures(page.label, ours),
    {
      label: `${page.label}: CLS`,
      value: ours.cls,
      unit: '',
      budget: { text: `< ${budget.cls}`, within: ours.cls < budget.cls },
    },
    {
      label: `${page.label}: all JS transferred during the run (first load and lazy chunks)`,
      value: ours.scriptBytes / 1000,
      unit: 'kB',
    },
  ];
}

function floorFigures(page: PageUnderTest, runs: PairedRuns): Figure[] {
  const floor = medianFigures(runs.floor);
  const prefix = `${page.label}, floor (its server HTML without scripts)`;
  // NOTE: the ratio of each pair (run n of ours over run n of the floor, a minute apart at most), then their
  // median: a pair sees the same machine, so a burst of load on the shared cores moves both of its runs.
  const ratio = median(runs.ours.map((ours, run) => ours.score / Math.max(runs.floor[run]!.score, 1)));
  return [
    { label: `${prefix}: performance score`, value: floor.score, unit: '' },
    ...paintFigures(prefix, floor).map(({ budget: _budget, ...figure }) => figure),
    { label: `${prefix}: CLS`, value: floor.cls, unit: '' },
    {
      label: `${page.label}: performance, ours ÷ floor (median of the ${runsPerPage} pairs)`,
      value: ratio,
      unit: '×',
    },
  ];
}

async function measurePage(
  browser: LighthouseBrowser,
  oursUrl: string,
  floorUrl: string,
): Promise<PairedRuns> {
  // NOTE: one unmeasured request to each first, so the runs see a warm server (its caches, the JIT), not its start.
  await fetch(oursUrl).then((response) => response.text());
  await fetch(floorUrl).then((response) => response.text());
  const runs: PairedRuns = { ours: [], floor: [] };
  for (let run = 0; run < runsPerPage; run += 1) {
    runs.ours.push(await browser.run(oursUrl));
    runs.floor.push(await browser.run(floorUrl));
  }
  return runs;
}

async function measure(): Promise<BenchmarkResult> {
  const system = await startWebSystem();
  const floor = await serveFloor(system.webUrl);
  try {
    const pages: PageUnderTest[] = [
      { label: 'Home', path: '/' },
      { label: 'Live', path: '/live' },
      { label: 'Live match', path: await liveMatchPath(system.sportsbookUrl) },
    ];
    const browser = await launchLighthouse();
    const figures: Figure[] = [];
    try {
      for (const page of pages) {
        const runs = await measurePage(
          browser,
          `${system.webUrl}${page.path}`,
          `${floor.origin}${page.path}`,
        );
        figures.push(...oursFigures(page, medianFigures(runs.ours)), ...floorFigures(page, runs));
      }
    } finally {
      await browser.close();
    }
    return {
      name: 'Web: lighthouse mobile on home, live and a live match',
      method:
        `Lighthouse ${runsPerPage} runs per page (default mobile form factor: simulated slow 4G, 4× CPU ` +
        'slowdown; headless Debian Chromium), median of each figure; `next start` on the production build ' +
        'against a fresh sandbox (seed 1, in memory) on loopback. Each run of a page is followed by a run of ' +
        'its floor: the same request answered by the same server through a proxy on another loopback origin ' +
        '(bench/support/lighthouse-floor-server.ts) that puts the streamed Suspense boundaries in ' +
        "place (what React's inline $RC scripts do) and then removes every script element and every script " +
        'preload from the HTML, keeps its headers (the Content-Security-Policy included; with no scripts its ' +
        'nonce has nothing to allow), re-encodes it as the server did, and passes every other request (CSS, ' +
        'fonts, images, redirects) through untouched.',
      figures,
      notes:
        'Simulated throttling scales what the machine measured, so a loaded machine (shared cores) raises TBT ' +
        "and lowers the score. The floor is what the machine, the network model, the server's HTML, CSS and " +
        'fonts allow a page with no JavaScript at all: 100 minus its score is what this run took from any page, ' +
        'and ours ÷ floor is the share of that ceiling ours reaches. Issue 25 budgets the absolute score; the ' +
        'ratio has no budget of its own.',
    };
  } finally {
    await floor.close();
    await system.stop();
  }
}

/** Issue 25's Lighthouse budgets on home, live and a live match page, each beside its floor in the same run. */
export const lighthouseMobile: Benchmark = {
  name: 'Web: lighthouse mobile on home, live and a live match',
  // NOTE: it starts its own sandbox and web server: the shared sandbox has no web app in front of it.
  usesSandbox: false,
  run: measure,
};
