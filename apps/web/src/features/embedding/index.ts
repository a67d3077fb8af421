// Embedding in an operator's page (SPEC §7 cross-window messages, §5 origins): the sportsbook's side of the
// host page's SDK (`packages/embed`). The conversation itself is `@/platform/embed`.
export { TopEventClicks } from './top-event-clicks';
