// Live odds (ARCHITECTURE.md hot path): the odds store, the live hooks that feed it and the query cache from the
// real-time channels, the player's odds type and the button that shows one outcome's price.
export * from './components/odds-button';
export * from './store/odds-store';
export * from './store/odds-store-context';
export * from './odds-type/odds-type-store';
export * from './odds-type/use-odds-type';
export * from './odds-type/odds-type-select';
export * from './live/allowed-sources';
export * from './live/handle-live-event';
export * from './live/use-live-markets';
export * from './preferences/accept-mode-store';
