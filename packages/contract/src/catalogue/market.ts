import { z } from 'zod';
import { DecimalOdds, Id, Timestamp } from '../common/money';
import { ProviderStatus } from './provider';

/** One outcome of a market (SPEC §3 Outcome). */
export const Outcome = z.object({
  id: Id,
  name: z.string().min(1),
  active: z.boolean(),
  odds: DecimalOdds,
});
export type Outcome = z.infer<typeof Outcome>;

export { marketGroupKeys } from '../common/enum-values';

/** A market of a match: one line (`specifier`) with its outcomes (SPEC §3 Market). */
export const Market = z.object({
  match_urn_id: z.string().min(1),
  id: Id,
  name: z.string().min(1),
  status: ProviderStatus,
  /** The market line, e.g. `total=2.5` or `hcp=-1`; empty when the market has none. */
  specifier: z.string(),
  outcomes: z.array(Outcome),
  market_groups: z.array(z.object({ groupKey: z.string().regex(/^[a-z0-9_]+$/) })),
  priority: z.number().int(),
  /** True for the line whose outcomes are closest to even (shown first among a market's lines). */
  most_balanced: z.boolean(),
  /** When betting on this market stops next (a live event about to happen), if known. */
  next_bet_stop: Timestamp.nullable(),
  custom_bet_groups: z.array(z.string()),
  provider: z.string().min(1),
});
export type Market = z.infer<typeof Market>;
