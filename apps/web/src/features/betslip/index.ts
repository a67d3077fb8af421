// The bet slip and ticket panel (issue 6, SPEC §2.4, §4 Ticket): the ticket store over the engine's reducer,
// the panel, placing bets, and the hook odds buttons use to join the slip.
export { Betslip } from './components/lazy-betslip';
export { BetslipTabButton } from './components/betslip-tab-button';
export { TicketPanel } from './components/ticket-panel';
export { useSlipSelection, slipSelectionInput } from './use-slip-selection';
export { SlipOddsButton } from './components/slip-odds-button';
export type { SlipSelectionBinding } from './use-slip-selection';
export {
  BetslipStoresProvider,
  useBetslipStores,
  useTicket,
  useTicketContext,
  usePanel,
} from './store/betslip-context';
export type { BetslipStores } from './store/betslip-context';
export { betslipStores } from './store/betslip-instance';
export { createTicketStore, SLIP_STORAGE_KEY } from './store/ticket-store';
export type { TicketStore, SlipStorage } from './store/ticket-store';
export { createPanelStore } from './store/panel-store';
export type { PanelStore, PanelState } from './store/panel-store';
export { parseStake, stakeText } from './stake-text';
export { useBetBuilder, MIN_CUSTOM_LEGS } from './custom/use-bet-builder';
export type { BetBuilder } from './custom/use-bet-builder';
export { SharedBetRestore } from './share/shared-bet-restore';
export { useOpenBetInMyBets } from './my-bets/use-open-bet';
