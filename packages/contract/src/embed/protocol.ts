// The embed protocol's plain constants, apart from the message shapes so that browser code reads them from
// `@sportsbook/contract/refs` without loading zod (see refs.ts).

/** Prefix of every cross-window message type (SPEC §7), so a host can tell ours from others. */
export const EMBED_MESSAGE_PREFIX = 'sportsbook:';

/** Layout size messages are debounced by this much (SPEC §9). */
export const PAGE_SIZE_DEBOUNCE_MS = 100;

/** The version of the message protocol, said in `initialized`; a host SDK of another major version warns. */
export const EMBED_PROTOCOL_VERSION = '1';
