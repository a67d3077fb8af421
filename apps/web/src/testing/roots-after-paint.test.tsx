import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '@/features/consent';
import { freshModules } from '@/testing/fresh-modules';

// NOTE: the (main) layout's roots that draw nothing at the first paint arrive in one chunk after hydration
// (docs/decisions/0041). This file starts from fresh modules, as a page does, and notes when each root's module
// is first evaluated: none of them with the layout's first load, all of them at the first idle moment.
let pathname = '/en';
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {} }),
  usePathname: () => pathname,
  useSearchParams: () => new URLSearchParams(),
}));

const ROOT_MODULES = [
  '@/features/analytics/analytics-root',
  '@/features/bonus-alerts/bonus-alerts-root',
  '@/features/deposit/deposit-root',
  '@/features/embedding/embedding-root',
  '@/features/jackpots/components/jackpot-root',
  '@/features/limits/responsible-gambling-root',
  '@/platform/errors/query-error-alert',
];

const LAYOUT = join(import.meta.dirname, '../../app/[locale]/(main)/layout.tsx');

let idle: Array<() => void> = [];
let evaluated: string[] = [];

beforeEach(() => {
  idle = [];
  evaluated = [];
  pathname = '/en';
  // The browser's idle moment, run by hand.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  for (const path of ROOT_MODULES)
    vi.doMock(path, async (importOriginal) => {
      evaluated.push(path);
      return importOriginal();
    });
});

afterEach(() => {
  for (const path of ROOT_MODULES) vi.doUnmock(path);
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderFresh() {
  const modules = await freshModules(async () => ({
    ...(await import('@/testing/render-in-app')),
    ...(await import('@/platform/errors/query-errors')),
    ...(await import('../../app/[locale]/(main)/roots-after-paint')),
  }));
  const { React, renderInApp, RootsAfterPaint, mockApi } = modules;
  mockApi([]);
  // NOTE: a route change re-renders the layout's part of the tree, not the providers around it.
  let rerender = () => {};
  function Layout() {
    const [, setRenders] = React.useState(0);
    rerender = () => modules.testing.act(() => setRenders((count) => count + 1));
    return React.createElement(RootsAfterPaint, { countryCode: null });
  }
  renderInApp(React.createElement(Layout));
  return { ...modules, rerender: () => rerender() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function runIdle(
  testing: Awaited<ReturnType<typeof renderFresh>>['testing'],
  code: { current(): unknown },
) {
  for (const callback of idle) testing.act(callback);
  await testing.waitFor(() => expect(code.current()).not.toBeNull());
  await testing.act(async () => {});
}

const dataLayer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

describe("the layout's roots arrive after the first paint", () => {
  it('the layout imports none of them; the first load evaluates none until the first idle moment', async () => {
    const layout = readFileSync(LAYOUT, 'utf8');
    for (const path of ROOT_MODULES) expect(layout).not.toContain(`'${path}'`);
    expect(layout).not.toContain("from '@/features/deposit'");

    const { testing, layoutRootsCode } = await renderFresh();
    await settle();
    expect(evaluated).toEqual([]);
    expect(layoutRootsCode.current()).toBeNull();

    await runIdle(testing, layoutRootsCode);
    expect([...evaluated].sort()).toEqual([...ROOT_MODULES].sort());
    testing.cleanup();
  });

  it('shows the error alert of a query that failed before they arrived, once they do', async () => {
    const { testing, layoutRootsCode, handleQueryError } = await renderFresh();
    handleQueryError(new Error('offline'), { errorReport: { alert: true, skip: true } }, 'test');
    await settle();
    expect(testing.screen.queryByText('Something went wrong')).toBeNull();

    await runIdle(testing, layoutRootsCode);
    await testing.waitFor(() => expect(testing.screen.getByText('Something went wrong')).toBeTruthy());
    testing.cleanup();
  });

  it('gives analytics the page views of the routes left before they arrived, the first one first', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    const { testing, layoutRootsCode, rerender } = await renderFresh();
    pathname = '/en/live';
    rerender();
    await settle();
    const views = () => dataLayer().filter((entry) => entry.event === 'page_view');
    expect(views()).toEqual([]);

    await runIdle(testing, layoutRootsCode);
    expect(views().map((entry) => entry.page_path)).toEqual(['/en', '/en/live']);
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
    testing.cleanup();
  });
});
