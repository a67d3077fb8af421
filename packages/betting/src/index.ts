// The bet-slip engine: pure TypeScript, no framework, no I/O (ARCHITECTURE.md). The ticket reducer, bet type
// rules, odds updates, quick bet and bonus choice arrive with the bet-slip issue; these are the units they use.
export * from './units';
export * from './outcome-key';
