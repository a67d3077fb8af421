import { vi } from 'vitest';

/**
 * A module as a page first meets it: the module registry is emptied, so whatever the test setup fetched (the
 * dialog and menu code, src/testing/setup.ts) is fetched again. React and Testing Library come fresh with it;
 * a test draws with these, not with the file's own imports.
 */
export async function freshModules<M>(importModule: () => Promise<M>) {
  vi.resetModules();
  const React = await import('react');
  const testing = await import('@testing-library/react');
  return { React, testing, ...(await importModule()) };
}
