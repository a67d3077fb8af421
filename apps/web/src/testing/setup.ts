import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { myBetsCode, slipEditorCode } from '@/features/betslip/components/slip-on-demand';
import { bonusAlertModalCode } from '@/features/bonus-alerts/bonus-alerts-root';
import { depositModalCode } from '@/features/deposit/deposit-root';
import { hitAnnouncerCode } from '@/features/jackpots/components/jackpot-root';
import { sessionPromptsCode } from '@/features/limits/responsible-gambling-root';
import { menuCode } from '@/ui/menu';
import { modalDialogCode } from '@/ui/modal';

// NOTE: Radix's dialog and menu are fetched when a modal or a menu first opens (docs/decisions/0031). Component
// tests start where a page is after its first one: the code is there, and a dialog or a list draws in the render
// that opens it. The first opening, with the fetch, has its own tests (ui/*-first-open.test.tsx). The slip's
// editor and MY_BETS tab likewise (betslip/components/slip-on-demand.ts, tested fresh in slip-first-use.test.tsx),
// and the shell's modals that wait for a signed-in player or a prompt (deposit, jackpot hits, bonus alerts, limits;
// tested fresh in shell-modals-first-use.test.tsx).
beforeAll(async () => {
  await Promise.all([modalDialogCode.load(), menuCode.load(), slipEditorCode.load(), myBetsCode.load()]);
  await Promise.all([
    depositModalCode.load(),
    hitAnnouncerCode.load(),
    bonusAlertModalCode.load(),
    sessionPromptsCode.load(),
  ]);
});

afterEach(() => {
  cleanup();
});
