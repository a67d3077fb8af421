'use client';

import { QuickBetStatus } from '../quick-bet/quick-bet-status';
import { SpecialBetDialog } from '../quick-bet/special-bet-dialog';
import { useResumePlacement } from '../place/use-place-ticket';
import { useQuickBetSync } from '../quick-bet/use-quick-bet-sync';
import { SharedBetRestore } from '../share/shared-bet-restore';
import { useBetslipSync } from '../store/use-betslip-sync';
import { ProviderStatusFollower } from '../store/use-provider-status-events';
import { SlipLandmark } from './slip-landmark';
import { TicketPanel } from './ticket-panel';

/**
 * The bet-slip column of wide screens, mounted once in the page shell: it also keeps the slip and the quick bet
 * in step with the session, the odds and storage (so the phone sheet shares the same slip), and holds the
 * quick bet's status popover and the special-bet dialog, which every screen size shares.
 */
export function Betslip() {
  useBetslipSync();
  useQuickBetSync();
  useResumePlacement();
  return (
    <SlipLandmark>
      <TicketPanel />
      <ProviderStatusFollower />
      <SharedBetRestore />
      <QuickBetStatus />
      <SpecialBetDialog />
    </SlipLandmark>
  );
}
