import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, Result, RuleMetadata } from 'axe-core';

const require = createRequire(import.meta.url);
const axe = require('axe-core') as { getRules(): RuleMetadata[] };

/** The WCAG 2.0, 2.1 and 2.2 A and AA tags issue 15 holds every page to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The best-practice rules issue 15 adds to them. */
const BEST_PRACTICE_RULES = [
  'region',
  'heading-order',
  'landmark-one-main',
  'landmark-unique',
  'page-has-heading-one',
];

/**
 * The rules run, by id: every rule with one of the WCAG tags, axe's experimental ones included (a tag filter
 * would leave those out, since axe disables them by default), and the five best-practice rules.
 */
export const AXE_RULES = axe
  .getRules()
  .filter(
    (rule) => rule.tags.some((tag) => WCAG_TAGS.includes(tag)) || BEST_PRACTICE_RULES.includes(rule.ruleId),
  )
  .map((rule) => rule.ruleId);

/**
 * Runs in the page after axe-core: turns axe's icon-font heuristic off. Before it measures contrast, axe asks of
 * each text node whether its font draws ligature icons, by drawing the text on a canvas and comparing widths;
 * Arabic, whose letters join, looks like ligatures to it, so stock axe skips the contrast of Arabic text (and its
 * label-in-name check). The site draws its icons as SVG, never from an icon font, so the answer is always no:
 * axe keeps the answer per font family in its `fonts` cache, and a family seen 3 times with no ligature is
 * never measured again (`isIconLigature` in axe-core 4.14). The color-contrast rule's filter fills that cache
 * before each use; the cache is emptied after each run.
 */
function noIconFonts(this: void): void {
  const page = globalThis as unknown as {
    axe: {
      _cache: { set(key: string, value: unknown): void };
      _audit: { rules: { id: string; matches: (...args: unknown[]) => boolean }[] };
      configure(spec: unknown): void;
    };
  };
  const { axe: pageAxe } = page;
  const rule = pageAxe._audit.rules.find((candidate) => candidate.id === 'color-contrast');
  if (!rule) throw new Error('axe-core has no color-contrast rule');
  const matches = rule.matches;
  const plainText = { occurrences: Number.POSITIVE_INFINITY, numLigatures: 0 };
  const fonts = new Proxy({}, { get: () => plainText });
  pageAxe.configure({
    rules: [
      {
        id: 'color-contrast',
        matches(this: unknown, ...args: unknown[]) {
          pageAxe._cache.set('fonts', fonts);
          return matches.apply(this, args);
        },
      },
    ],
  });
}

const axeSource = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}\n;(${noIconFonts.toString()})();`;

/** A rule's violations on one page: where it was scanned and the nodes it failed. */
export interface PageViolation {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Only the violations are reported in full: axe computes a selector and an HTML excerpt for every node of every
 * result type it is asked for, and on a page of 1,600 elements the passes alone take three quarters of a scan.
 */
const RUN_OPTIONS = { runOnly: { type: 'rule', values: AXE_RULES }, resultTypes: ['violations'] } as const;

/** One `axe.run` in the page, axe injected once per document (legacy mode reaches no frame). */
async function runInPage(page: Page, include: string[]): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(
    ([selectors, options]) => {
      const pageAxe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): unknown } })
        .axe;
      return pageAxe.run(
        selectors.length > 0 ? { include: selectors } : document,
        options,
      ) as Promise<AxeResults>;
    },
    [include, RUN_OPTIONS] as const,
  );
}

/**
 * Scrolls the page through once, as a player reading it would, and back to the top. Home's blocks are
 * `content-visibility: auto` with a 420 px placeholder size until first drawn: before that, the boxes axe measures
 * for colour contrast overlap the next block's (it found a block's sign-in button "behind" an outright's price).
 * Once drawn, each block keeps its real size (`contain-intrinsic-size: auto`).
 */
async function renderEverySection(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

/**
 * Scans the page (its frames too) with the rules of issue 15; answers the violations, each labelled `where`.
 * `include` narrows the scan to parts of the page (an open dialog, the slip): axe then skips its page-level
 * rules (landmarks, region, one h1), which the page suite checks on the whole page, and scans far faster.
 * A page without frames is scanned in one `axe.run`; a page with frames (the auth dialogs' forms come from the
 * platform's origin) gets the builder's per-frame run, the one that reaches other origins, at twice the cost.
 */
export async function scan(page: Page, where: string, include: string[] = []): Promise<PageViolation[]> {
  if (include.length === 0) await renderEverySection(page);
  let results: AxeResults;
  if (page.frames().length === 1) {
    results = await runInPage(page, include);
  } else {
    const builder = new AxeBuilder({ page, axeSource })
      .withRules(AXE_RULES)
      .options({ resultTypes: ['violations'] });
    for (const selector of include) builder.include(selector);
    results = await builder.analyze();
  }
  return results.violations.map((violation: Result) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      summary: (node.failureSummary ?? '').replaceAll('\n', ' '),
    })),
  }));
}

/** Violations per rule (counted by failing element), for the test's report and the before/after note. */
export function countByRule(violations: PageViolation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const violation of violations) {
    counts[violation.rule] = (counts[violation.rule] ?? 0) + violation.nodes.length;
  }
  return counts;
}

/** Attaches the counts and the violations to the test's report and fails it with a readable list if any. */
export async function reportViolations(testInfo: TestInfo, violations: PageViolation[]): Promise<string> {
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify({ counts: countByRule(violations), violations }, null, 2),
    contentType: 'application/json',
  });
  return violations
    .map(
      (violation) =>
        `${violation.where}: ${violation.rule} (${violation.impact}) ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target} — ${node.summary}`)
          .join('\n') +
        (violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : ''),
    )
    .join('\n');
}
