// The player's account in the header (SPEC §3 Player, §4): balance, account switch, display name, comp points,
// status group, live balance, language sync and the tracking parameters.
export * from './header-account';
export * from './format-money';
export * from './switch-account';
export * from './tracking';
export * from './settings/use-player-settings-sync';
