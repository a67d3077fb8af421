import type { Benchmark, BenchmarkResult, Figure } from '../support/benchmark';
import { liveMatchPath } from '../support/sample-pages';
import { launchLighthouse, medianFigures } from '../support/lighthouse-runner';
import type { LighthouseFigures } from '../support/lighthouse-runner';
import { startWebSystem } from '../support/web-system';

// NOTE: Lighthouse's guidance on variability: the median of five runs. On this shared 2-core machine a single run
// sometimes sees Chromium hold the first frame for a second or two (observed FCP 0.2 s in one run, 2.3 s in the next).
const runsPerPage = 5;
/** Issue 4 budgets (the first-load JavaScript of these pages is the first-load-js benchmark's). */
const budget = { score: 90, lcpMs: 2_500, cls: 0.05 };

interface PageUnderTest {
  label: string;
  path: string;
}

function pageFigures(page: PageUnderTest, figures: LighthouseFigures): Figure[] {
  return [
    {
      label: `${page.label}: performance score`,
      value: figures.score,
      unit: '',
      budget: { text: `≥ ${budget.score}`, within: figures.score >= budget.score },
    },
    {
      label: `${page.label}: LCP`,
      value: figures.lcpMs / 1000,
      unit: 's',
      budget: { text: `< ${budget.lcpMs / 1000} s`, within: figures.lcpMs < budget.lcpMs },
    },
    {
      label: `${page.label}: CLS`,
      value: figures.cls,
      unit: '',
      budget: { text: `< ${budget.cls}`, within: figures.cls < budget.cls },
    },
    { label: `${page.label}: TBT`, value: figures.tbtMs, unit: 'ms' },
    {
      label: `${page.label}: all JS transferred during the run (first load and lazy chunks)`,
      value: figures.scriptBytes / 1000,
      unit: 'kB',
    },
  ];
}

async function measure(): Promise<BenchmarkResult> {
  const system = await startWebSystem();
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
        const url = `${system.webUrl}${page.path}`;
        // NOTE: one unmeasured request first, so the runs see a warm server (its caches, the JIT), not its start.
        await fetch(url).then((response) => response.text());
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < runsPerPage; run += 1) runs.push(await browser.run(url));
        figures.push(...pageFigures(page, medianFigures(runs)));
      }
    } finally {
      await browser.close();
    }
    return {
      name: 'Web: lighthouse mobile on home, live and a live match',
      method:
        `Lighthouse ${runsPerPage} runs per page (default mobile form factor: simulated slow 4G, 4× CPU ` +
        'slowdown; headless Debian Chromium), median of each figure; `next start` on the production build ' +
        'against a fresh sandbox (seed 1, in memory) on loopback',
      figures,
      notes:
        'Simulated throttling scales what the machine measured, so a loaded machine (shared cores) raises TBT ' +
        'and lowers the score.',
    };
  } finally {
    await system.stop();
  }
}

/** Issue 4's Lighthouse budgets on home, live and a live match page. */
export const lighthouseMobile: Benchmark = {
  name: 'Web: lighthouse mobile on home, live and a live match',
  // NOTE: it starts its own sandbox and web server: the shared sandbox has no web app in front of it.
  usesSandbox: false,
  run: measure,
};
