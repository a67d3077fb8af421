import type { FreebetVariant } from '@sportsbook/contract';
import { programmeTexts } from './programme-texts';

/** Texts by language; English is always there. */
export type Texts = Record<string, string> & { en: string };

/** A hunting (SPEC §3): qualifying bets farm points; every `target_points` turn into a freebet. */
export interface HuntingProgramme {
  key: string;
  name: Texts;
  description: Texts;
  /** Every selection's odds must reach this, and the bet must not be placed with a bonus. */
  min_odds: number;
  /** The smallest stake that farms, in euro cents (converted to the bet's currency at the fixed rates). */
  min_stake_eur: number;
  points_per_bet: number;
  target_points: number;
  /** The freebet campaign (campaigns file) a conversion issues; its variant is `farming_freebet_type`. */
  freebet_campaign: string;
  farming_freebet_type: FreebetVariant;
  farm_once_per_event: boolean;
  duration_days: number;
  show_in_promotion: boolean;
  banner: string;
}

/** A hunting tournament: players rank by the qualifying stakes they farm; a share of each grows the pool. */
export interface TournamentProgramme {
  key: string;
  name: Texts;
  description: Texts;
  min_odds: number;
  currency: string;
  /** The pool at the start, in minor units of `currency`. */
  initial_pool: number;
  /** Basis points of each qualifying stake added to the pool (100 = 1 %). */
  pool_share_bp: number;
  /** Shares of the pool by final position, in percent. */
  prize_percents: number[];
  /** The freebet campaign (campaigns file) a prize is issued as, with the amount the pool gives the place. */
  prize_campaign: string;
  farming_freebet_type: FreebetVariant;
  duration_days: number;
  show_in_promotion: boolean;
  banner: string;
}

/** Lootboxes: one earned with every `every_bets`-th qualifying bet; opening draws a freebet multiplier. */
export interface LootboxProgramme {
  key: string;
  name: Texts;
  description: Texts;
  every_bets: number;
  valid_days: number;
  /** The prize table: multiplier in tenths (15 = ×1.5) and its weight. */
  prizes: { tenths: number; weight: number }[];
  banner: string;
}

export interface LoyaltyProgrammes {
  hunting: HuntingProgramme;
  tournament: TournamentProgramme;
  lootbox: LootboxProgramme;
}

/** The loyalty programmes the sandbox runs (a real operator configures these; the sandbox ships one set). */
export const DEFAULT_PROGRAMMES: LoyaltyProgrammes = {
  hunting: {
    key: 'goal-hunt',
    ...programmeTexts.hunting,
    min_odds: 1.5,
    min_stake_eur: 100,
    points_per_bet: 10,
    target_points: 50,
    freebet_campaign: 'hunting-reward',
    farming_freebet_type: 'freebet_no_risk',
    farm_once_per_event: true,
    duration_days: 30,
    show_in_promotion: true,
    banner: 'hunting',
  },
  tournament: {
    key: 'weekly-race',
    ...programmeTexts.tournament,
    min_odds: 1.5,
    currency: 'EUR',
    initial_pool: 100_000,
    pool_share_bp: 100,
    prize_percents: [50, 30, 20],
    prize_campaign: 'tournament-prize',
    farming_freebet_type: 'freebet_all_win',
    duration_days: 7,
    show_in_promotion: true,
    banner: 'tournament',
  },
  lootbox: {
    key: 'lucky-box',
    ...programmeTexts.lootbox,
    every_bets: 3,
    valid_days: 14,
    prizes: [
      { tenths: 12, weight: 40 },
      { tenths: 15, weight: 30 },
      { tenths: 20, weight: 20 },
      { tenths: 30, weight: 8 },
      { tenths: 50, weight: 2 },
    ],
    banner: 'lootbox',
  },
};
