/**
 * The value lists of the contract's string enums, without zod: the schemas are `z.enum(list)` over these, and
 * browser code that only needs the values (a select's options, a stored preference) reads them from here.
 */

/** Odds display types (SPEC §3 Settings): six formats plus a percent (implied probability) display. */
export const oddsTypes = [
  'european',
  'british',
  'hongkong',
  'american',
  'indonesian',
  'malaysian',
  'percent',
] as const;

/** How the slip accepts odds changes: never, only higher odds, or any (SPEC §4). */
export const oddsAcceptModes = ['none', 'higher', 'any'] as const;

/**
 * What a selection is on (ours): a match, an outright (SPEC §3 Non-match event), a horse race or a lottery draw.
 * Races and draws are Matches of type `race` and `draw`; an outright is its own event with its own ids.
 */
export const eventKinds = ['match', 'outright', 'race', 'draw'] as const;

/** The two tabs of the ticket panel. */
export const ticketTabs = ['BET_SLIP', 'MY_BETS'] as const;

/** The ticket's states (SPEC §3 Ticket state). */
export const ticketStateNames = ['INITIAL', 'ODDS_CHANGED', 'PROCESSING', 'SUCCESS', 'ERROR'] as const;

/** The statistics views of a match page. */
export const statisticsTypes = ['timeline', 'lineups', 'head-to-head', 'standings'] as const;

/** My Bets' status filter. */
export const betFilters = ['all', 'open', 'settled'] as const;

/** My Bets' result filter. */
export const resultFilters = ['all', 'win', 'lose', 'refund'] as const;

/** Who a site item shows for. */
export const audiences = ['ALL', 'LOGGED_IN', 'NOT_LOGGED_IN'] as const;

/** Market group keys the sandbox uses; operators may add their own (any lowercase key). */
export const marketGroupKeys = [
  'main',
  'goals',
  'handicap',
  'halves',
  'corners',
  'cards',
  'players',
  'sets',
  'games',
  'maps',
  'points',
  'quarters',
  'periods',
  'correct_score',
  'team_totals',
] as const;

/** Whether a value is one of an enum's values: the zod-free `Enum.safeParse(value).success`. */
export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
