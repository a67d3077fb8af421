// NOTE: the amount text rules are the engine's, shared with the deposit form; the slip keeps its names.
export { parseStake, stakeText } from '@sportsbook/betting';
