import { PlaceBetsRequest, SlipBet } from '@sportsbook/contract';
import { z } from 'zod';
import type { PendingPlacement } from './attempt-store';

const StoredPlacement = z.object({
  attempt: z.object({
    request: PlaceBetsRequest,
    status: z.enum(['sending', 'unknown']),
    checks: z.number().int().min(0),
  }),
  bets: z.array(SlipBet).min(1),
});

/**
 * A pending placement read back from storage, validated against the contract; null for a damaged entry.
 * NOTE: the request is kept exactly as it was stored: the server recognises a retry by its key and its body.
 */
export function parsePendingPlacement(text: string): PendingPlacement | null {
  try {
    const raw: unknown = JSON.parse(text);
    const parsed = StoredPlacement.safeParse(raw);
    if (!parsed.success) return null;
    const { request } = (raw as { attempt: { request: PlaceBetsRequest } }).attempt;
    return { ...parsed.data, attempt: { ...parsed.data.attempt, request } };
  } catch {
    // A damaged entry is no pending placement, never a broken page.
    return null;
  }
}
