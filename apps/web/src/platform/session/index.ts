// The player's session outside React (SPEC §4 Authentication): auth status, sportsbook bearer, the player, the
// auth modal to show, loading and signing out. Components read it with useSession / useAuthPrompt.
export * from './session-state';
export * from './session-store';
export * from './auth-prompt';
export * from './load-session';
export * from './sign-out';
export * from './use-session';
export * from './reload-accounts';
export * from './renew-session';
export * from './use-player-settings';
export * from './use-section-switches';
export * from './use-session-selector';
export * from './session-slices';
export * from './server-session-context';
export * from './session-hint';
export * from './session-hint-cookie';
