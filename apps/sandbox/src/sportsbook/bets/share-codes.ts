import { randomInt } from 'node:crypto';
import type { PlaceBetItem } from '@sportsbook/contract';
import { PlaceBetItem as PlaceBetItemSchema } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { betShareCodes } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Stores bets under a new short code (SPEC §3 Share code) and answers it with the web link that restores them
 * (`?betcode=`, §4 Shared-bet flow). A clash with an existing code draws again.
 */
export async function createShareCode(
  deps: SandboxDeps,
  userId: number | null,
  items: PlaceBetItem[],
): Promise<{ code: string; url: string }> {
  for (;;) {
    const code = newCode();
    const inserted = await deps.db
      .insert(betShareCodes)
      .values({ code, bets: items, userId })
      .onConflictDoNothing()
      .returning({ code: betShareCodes.code });
    if (inserted.length > 0) return { code, url: `${deps.webOrigin}/?betcode=${code}` };
  }
}

/** The bets behind a share code (codes are case-insensitive); 404 for an unknown one. */
export async function sharedBets(
  deps: SandboxDeps,
  code: string,
): Promise<{ code: string; bets: PlaceBetItem[] }> {
  const normalized = code.toUpperCase();
  const [row] = await deps.db.select().from(betShareCodes).where(eq(betShareCodes.code, normalized));
  if (!row) throw new ApiError(404, 'not_found', 'No bets are shared under this code', { code });
  // NOTE: the JSON column holds what the contract validated on the way in; parsing keeps the type honest.
  return { code: normalized, bets: z.array(PlaceBetItemSchema).parse(row.bets) };
}
