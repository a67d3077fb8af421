import type { Bet } from '@sportsbook/contract';
import type { BonusService } from '../bonuses/bonus-service';
import { amountIn } from '../bonuses/issuance';
import { farmKeys, farms, poolShare } from './farming-rules';
import type { EntryRow, LoyaltyStore, ProgrammeRow } from './loyalty-store';
import type { LoyaltyProgrammes } from './programmes';

/** What farming works with; the service passes its own. */
export interface FarmingDeps {
  store: LoyaltyStore;
  bonuses: BonusService;
  programmes: LoyaltyProgrammes;
  now: () => Date;
  /** Gives the player a lootbox under an earn key (once per key), announced as an issued bonus. */
  earnLootbox: (userId: number, earnKey: string) => Promise<unknown>;
  /** Announces a tournament's new pool on the public channel (`tournament_pool_changed`). */
  poolChanged: (tournament: ProgrammeRow, pool: number) => Promise<void>;
}

const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/**
 * Farms a bet the player placed into the running hunting and tournament they joined (decision 0020): the
 * hunting gains points (and turns each full target into a freebet, and every few bets into a lootbox), the
 * tournament the stake (and its pool a share of it). Heard for every betChanged; the farm keys make the
 * placement, its settlement and any retry count once.
 */
export async function farmBet(
  deps: FarmingDeps,
  running: { hunting: ProgrammeRow; tournament: ProgrammeRow },
  userId: number,
  bet: Bet,
): Promise<void> {
  const entries = await deps.store.entries(userId, [running.hunting.id, running.tournament.id]);
  const entryOf = (row: ProgrammeRow) => entries.find((entry) => entry.programmeId === row.id);
  const hunting = entryOf(running.hunting);
  const tournament = entryOf(running.tournament);
  if (hunting) await farmHunting(deps, running, hunting, tournament, bet);
  if (tournament) await farmTournament(deps, running.tournament, tournament, bet);
}

async function farmHunting(
  deps: FarmingDeps,
  running: { hunting: ProgrammeRow; tournament: ProgrammeRow },
  entry: EntryRow,
  tournament: EntryRow | undefined,
  bet: Bet,
): Promise<void> {
  const terms = deps.programmes.hunting;
  const programme = running.hunting;
  const rule = {
    minOdds: terms.min_odds,
    minStake: amountIn(bet.stake.currency, terms.min_stake_eur),
    from: later(programme.startsAt, entry.activatedAt),
    to: programme.endsAt,
  };
  if (!farms(bet, rule)) return;
  const farmed = await deps.store.farm(programme.id, entry.userId, {
    betId: bet.id,
    keys: farmKeys(bet, terms.farm_once_per_event),
    points: terms.points_per_bet,
    stake: bet.stake.value,
    scores: false,
    now: deps.now(),
  });
  if (!farmed) return;
  for (;;) {
    const conversion = await deps.store.convert(programme.id, entry.userId, terms.target_points);
    if (conversion === null) break;
    await deps.bonuses.issue(entry.userId, terms.freebet_campaign, {
      key: `hunting:${programme.id}:${conversion}`,
      trigger: 'hunting',
    });
    if (tournament) await deps.store.countFreebet(running.tournament.id, entry.userId);
  }
  const box = deps.programmes.lootbox;
  if (farmed.betsCount % box.every_bets === 0)
    await deps.earnLootbox(entry.userId, `hunting:${programme.id}:bets:${farmed.betsCount}`);
}

async function farmTournament(
  deps: FarmingDeps,
  programme: ProgrammeRow,
  entry: EntryRow,
  bet: Bet,
): Promise<void> {
  const terms = deps.programmes.tournament;
  const rule = {
    minOdds: terms.min_odds,
    minStake: 1,
    currency: programme.currency,
    from: later(programme.startsAt, entry.activatedAt),
    to: programme.endsAt,
  };
  if (!farms(bet, rule)) return;
  const farmed = await deps.store.farm(programme.id, entry.userId, {
    betId: bet.id,
    keys: farmKeys(bet, false),
    points: 0,
    stake: bet.stake.value,
    scores: true,
    now: deps.now(),
  });
  if (!farmed) return;
  const share = poolShare(bet.stake.value, terms.pool_share_bp);
  const pool = share > 0 ? await deps.store.growPool(programme.id, share) : null;
  if (pool !== null) await deps.poolChanged(programme, pool);
}
