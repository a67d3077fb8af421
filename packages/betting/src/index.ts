// The bet-slip engine: pure TypeScript, no framework, no I/O (ARCHITECTURE.md). The ticket reducer, bet type
// rules, odds updates, quick bet and bonus choice live below; the units and odds formats they use come first.
export * from './units';
export * from './outcome-key';
export * from './market-line';
// The ticket engine (issue 6): reducer and selectors over the Ticket state, the rules they apply, money.
export * from './ticket/state';
export * from './ticket/context';
export * from './ticket/events';
export * from './ticket/reducer';
export * from './ticket/selectors';
export * from './ticket/selected';
export * from './ticket/actions';
export * from './ticket/slip-selection';
export { selectionIntent, isSpecialBet } from './ticket/selection-events';
export type { SelectionIntent, SelectionIntentOptions } from './ticket/selection-events';
export * from './rules/bet-type';
export * from './rules/bonus-choice';
export * from './bonuses';
export * from './rules/combinable';
export * from './rules/odds-update';
export * from './rules/stake-validity';
export * from './rules/quick-stakes';
export * from './rules/slip-bet';
export * from './system/combinations';
export * from './system/system-types';
export * from './money/exact-odds';
export * from './money/potential-win';
export * from './place/place-request';
export * from './place/place-failure';
export * from './place/place-attempt';
export * from './quick-bet/state';
export * from './quick-bet/events';
export * from './quick-bet/reducer';
export * from './quick-bet/place-intent';
export * from './quick-bet/request';
export * from './shared/convert-stake';
export * from './shared/shared-bets';
// Outrights, races and draws (issue 17): when their betting closes, non-runners, forecast and each-way money.
export * from './kinds/event-kinds';
export * from './kinds/non-runners';
export * from './kinds/race-bets';
export * from './kinds/two-line-bets';
export * from './odds-format';
export * from './odds-format-ladder';
export * from './rules/deposit';
export * from './money/amount-text';
