// The sportsbook's side of the host page's SDK (`packages/embed`, SPEC §7 cross-window messages).
export { HostBridgeRoot } from './host-bridge-root';
export { hostListensFor, postToHost } from './host-bridge';
export { useHostListens } from './use-host';
