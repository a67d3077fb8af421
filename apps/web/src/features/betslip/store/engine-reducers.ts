// NOTE: the betting engine's reducers and the tap's routing (which asks the engine's selectionIntent), the part
// of `@sportsbook/betting` that holds its rules (bet types, combinations, odds changes, stakes, bonuses).
// Fetched after hydration (engine-on-demand.ts), not in the first load (issue 25; docs/decisions/0037).
export { quickBetReducer, ticketReducer } from '@sportsbook/betting';
export { replaceSlipWith, routeTap } from '../quick-bet/route-tap';
