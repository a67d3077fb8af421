// The conversation with the page that frames the sportsbook (SPEC §7 cross-window messages, §5 origins): plumbing
// any feature may post through; `features/embedding` opens it and reports the page to the host.
export * from './host-bridge';
export { useHostListens } from './use-host-listens';
