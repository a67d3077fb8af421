import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { menuCode } from '@/ui/menu';
import { modalDialogCode } from '@/ui/modal';

// NOTE: Radix's dialog and menu are fetched when a modal or a menu first opens (docs/decisions/0031). Component
// tests start where a page is after its first one: the code is there, and a dialog or a list draws in the render
// that opens it. The first opening, with the fetch, has its own tests (ui/*-first-open.test.tsx). The slip's
// editor and MY_BETS tab likewise (betslip/components/slip-on-demand.ts, tested fresh in slip-first-use.test.tsx),
// and the shell's modals that wait for a signed-in player or a prompt (deposit, jackpot hits, bonus alerts, limits;
// tested fresh in shell-modals-first-use.test.tsx), and the betting engine's reducers (tested fresh in
// betslip/store/engine-first-use.test.ts), and the auth modal host (auth/auth-modal-first-use.test.tsx), and the account menu
// (account/account-menu-first-use.test.tsx), and the header's controls that hydrate late (decision 0043).
// NOTE: the feature roots are imported here, after the test file's own `vi.mock`s are in place: imported at the
// top of this setup file they were evaluated first, with the real modules a test mocks (next/navigation …).
beforeAll(async () => {
  const [{ myBetsCode, slipEditorCode }, { bonusAlertModalCode }, { depositModalCode }, jackpots, limits] =
    await Promise.all([
      import('@/features/betslip/components/slip-on-demand'),
      import('@/features/bonus-alerts/bonus-alerts-root'),
      import('@/features/deposit/deposit-root'),
      import('@/features/jackpots/components/jackpot-root'),
      import('@/features/limits/responsible-gambling-root'),
    ]);
  const { engineCode } = await import('@/features/betslip/store/engine-on-demand');
  const { authModalHostCode } = await import('@/features/auth/session-root');
  const { accountMenuCode } = await import('@/features/account/header-account');
  await Promise.all([modalDialogCode.load(), menuCode.load(), slipEditorCode.load(), myBetsCode.load()]);
  await Promise.all([engineCode.load(), authModalHostCode.load(), accountMenuCode.load()]);
  // NOTE: not the sports menu's column nor the tab bar (decision 0043), which no test draws through their late
  // wrappers: loaded here, their CSS modules (class names unscoped in tests) would style every test's document,
  // and the tab bar's `.bar { display: none }` hid the quick-stakes editor's bar and the promotion card's.
  const { headerItemKindsCode } = await import('@/features/shell/components/header-item');
  await headerItemKindsCode.load();
  await Promise.all([
    depositModalCode.load(),
    jackpots.hitAnnouncerCode.load(),
    bonusAlertModalCode.load(),
    limits.sessionPromptsCode.load(),
  ]);
});

afterEach(() => {
  cleanup();
});
