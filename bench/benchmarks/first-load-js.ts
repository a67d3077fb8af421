import { join } from 'node:path';
import { repoRoot } from '../../scripts/system.mjs';
import type { Benchmark, BenchmarkResult, Figure } from '../support/benchmark';
import { firstLoadJsWithLayouts, readAppBuildManifest, servedFirstLoadJs } from '../support/first-load-js';
import { liveMatchPath } from '../support/sample-pages';
import { startWebSystem } from '../support/web-system';

/** Issue 25: first-load JavaScript per route with its layouts, in kB of gzip (1 kB = 1,000 bytes). */
const budgetKb = 130;
const distDir = join(repoRoot, 'apps/web/.next');

interface RouteUnderTest {
  label: string;
  path: string;
  /** The page's entry in the App Router build manifest. */
  entry: string;
}

function routeFigures(route: RouteUnderTest, manifestKb: number, servedKb: number): Figure[] {
  return [
    {
      label: `${route.label}: first-load JS (gzip), page and its layouts, from the build manifest`,
      value: manifestKb,
      unit: 'kB',
      budget: { text: `≤ ${budgetKb} kB`, within: manifestKb <= budgetKb },
    },
    {
      label: `${route.label}: first-load JS (gzip), the scripts the served page names`,
      value: servedKb,
      unit: 'kB',
      budget: { text: `≤ ${budgetKb} kB`, within: servedKb <= budgetKb },
    },
  ];
}

async function measure(): Promise<BenchmarkResult> {
  const system = await startWebSystem();
  try {
    const matchPath = await liveMatchPath(system.sportsbookUrl);
    const routes: RouteUnderTest[] = [
      { label: 'Home', path: '/', entry: '/[locale]/(main)/page' },
      { label: 'Live', path: '/live', entry: '/[locale]/(main)/live/page' },
      { label: 'Live match', path: matchPath, entry: '/[locale]/(main)/[sport]/[slug]/page' },
      { label: 'Sport', path: `/${matchPath.split('/')[1]}`, entry: '/[locale]/(main)/[sport]/page' },
      { label: 'Promotions', path: '/promotions', entry: '/[locale]/(main)/promotions/page' },
    ];
    const manifest = readAppBuildManifest(distDir);
    const figures: Figure[] = [];
    for (const route of routes) {
      const manifestKb = firstLoadJsWithLayouts(distDir, route.entry, manifest).gzipBytes / 1000;
      const servedKb = (await servedFirstLoadJs(distDir, `${system.webUrl}${route.path}`)).gzipBytes / 1000;
      figures.push(...routeFigures(route, manifestKb, servedKb));
    }
    return {
      name: 'Web: first-load JavaScript per route',
      method:
        'The production build (`next build`); each JavaScript file gzipped at level 9 as `next build` does and ' +
        'summed, twice per route: the files the App Router build manifest lists for the page entry and every ' +
        'layout above it, and the scripts the page served by `next start` (fresh sandbox, seed 1) names in its ' +
        'HTML (script elements and script preloads, `nomodule` polyfills left out)',
      figures,
      notes:
        'Byte counts: they do not depend on the machine. Chunks loaded on demand (a modal when it opens, the ' +
        'error-reporting SDK when a DSN is configured, the slip engine at the first selection) are not first load.',
    };
  } finally {
    await system.stop();
  }
}

/** Issue 25's budget: first-load JavaScript of home, live, a live match, a sport and promotions. */
export const firstLoadJavaScript: Benchmark = {
  name: 'Web: first-load JavaScript per route',
  // NOTE: it starts its own sandbox and web server, as the Lighthouse benchmark does.
  usesSandbox: false,
  run: measure,
};
