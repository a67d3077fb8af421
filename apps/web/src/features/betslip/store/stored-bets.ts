import { SlipBet } from '@sportsbook/contract';
import { z } from 'zod';

const StoredBets = z.array(SlipBet);

/**
 * The bets of a stored slip, validated against the contract's `SlipBet`; a damaged entry is an empty slip.
 * NOTE: the ticket store imports this module on demand, so zod and the schemas stay out of the first load.
 */
export function parseStoredBets(text: string): SlipBet[] {
  try {
    const parsed = StoredBets.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    // A damaged entry is an empty slip, never a broken page.
    return [];
  }
}
