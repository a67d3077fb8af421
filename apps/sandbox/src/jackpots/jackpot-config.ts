import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CurrencyCode } from '@sportsbook/contract';
import { z } from 'zod';

const Level = z
  .strictObject({
    code: z.string().regex(/^[a-z0-9-]{1,40}$/),
    name: z.string().min(1).max(80),
    /** Minor units the level starts and restarts at. */
    seed: z.number().int().nonnegative(),
    /** Minor units the level stops growing at. */
    ceiling: z.number().int().positive(),
    /** Basis points of each qualifying stake paid into the level. */
    share_bp: z.number().int().min(0).max(10_000),
    hit_one_in: z.number().int().positive(),
  })
  .refine((level) => level.ceiling >= level.seed, 'A level ceiling is at least its seed');

/** One configured jackpot: a currency, who qualifies, the published rules, and its levels. */
export const JackpotConfig = z.strictObject({
  key: z.string().regex(/^[a-z0-9-]{1,60}$/),
  name: z.string().min(1).max(80),
  currency: CurrencyCode,
  min_stake: z.number().int().nonnegative(),
  rules: z.string().min(1).max(4000),
  levels: z.array(Level).min(1).max(10),
});
export type JackpotConfig = z.infer<typeof JackpotConfig>;

const JackpotsFile = z.strictObject({ jackpots: z.array(JackpotConfig) });

/** The jackpots that ship with the sandbox (`apps/sandbox/jackpots/default.json`). */
export const DEFAULT_JACKPOTS_FILE = fileURLToPath(new URL('../../jackpots/default.json', import.meta.url));

/** Reads and checks a jackpots file; a bad file stops the start like a bad site file. */
export function loadJackpotConfigs(path = DEFAULT_JACKPOTS_FILE): JackpotConfig[] {
  const parsed = JackpotsFile.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`Jackpots file ${path} is invalid: ${parsed.error.message}`);
  return parsed.data.jackpots;
}
