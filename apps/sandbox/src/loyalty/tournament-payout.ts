import type { BonusService } from '../bonuses/bonus-service';
import type { LoyaltyStore, ProgrammeRow } from './loyalty-store';
import type { TournamentProgramme } from './programmes';
import { tournamentPrizes } from './tournament-prizes';
import type { TournamentPrize } from './tournament-prizes';

/** What paying a tournament out needs. */
export interface PayoutDeps {
  store: LoyaltyStore;
  bonuses: BonusService;
  /** The programme's current terms, for editions written before a term (the prize campaign) existed. */
  defaults: TournamentProgramme;
}

/**
 * Pays a finished tournament's pool to its ranked players (decision 0020) as freebets of the prize campaign,
 * each for the amount the pool gives the player's place, in the tournament's currency. Each prize is issued under
 * `tournament:<id>:prize`, once per player, so a second run (a retry, a second process, the control API again)
 * issues nothing more. No money moves: a freebet's payout goes through the wallet when the bet on it settles.
 */
export async function payTournament(deps: PayoutDeps, row: ProgrammeRow): Promise<TournamentPrize[]> {
  const terms = { ...deps.defaults, ...(row.terms as Partial<TournamentProgramme>) };
  const prizes = tournamentPrizes(await deps.store.scored(row.id), row.poolAmount, terms.prize_percents);
  for (const prize of prizes)
    await deps.bonuses.issue(prize.userId, terms.prize_campaign, {
      key: `tournament:${row.id}:prize`,
      trigger: 'tournament',
      amount: { value: prize.amount, currency: row.currency },
    });
  return prizes;
}
