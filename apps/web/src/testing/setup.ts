import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { modalDialogCode } from '@/ui/modal';

// NOTE: Radix's dialog is fetched when a modal first opens (docs/decisions/0031). Component tests start where a
// page is after its first one: the code is there, and a dialog draws in the render that opens it. The first
// opening, with the fetch, has its own test (ui/modal-first-open.test.tsx).
beforeAll(async () => {
  await modalDialogCode.load();
});

afterEach(() => {
  cleanup();
});
