import type { Market } from '@sportsbook/contract';
import { providerStatusValues } from '@sportsbook/contract';
import { priceWithMargin } from '../pricing/margin';
import {
  firstBallOddProbability,
  numberDrawnProbability,
  sumDistribution,
  sumOverProbability,
} from './draw-odds';
import type { LotterySeed } from './lottery-data';

/** The book's margin on lottery markets (a 110 % book). */
export const LOTTERY_MARGIN = 0.1;

/** Lottery market type ids. */
export const DrawMarketType = { firstBall: 601, sumOfBalls: 602, numberDrawn: 603 } as const;

type MarketTemplate = Omit<Market, 'match_urn_id' | 'next_bet_stop'>;

const templates = new Map<LotterySeed, MarketTemplate[]>();

function twoWay(
  spec: {
    id: number;
    name: string;
    specifier: string;
    group: string;
    priority: number;
    mostBalanced: boolean;
  },
  names: readonly [string, string],
  probability: number,
  provider: string,
): MarketTemplate {
  const odds = priceWithMargin([probability, 1 - probability], LOTTERY_MARGIN);
  return {
    id: spec.id,
    name: spec.name,
    status: providerStatusValues.allowed,
    specifier: spec.specifier,
    outcomes: [
      { id: 1, name: names[0], active: true, odds: odds[0]! },
      { id: 2, name: names[1], active: true, odds: odds[1]! },
    ],
    market_groups: [{ groupKey: spec.group }],
    priority: spec.priority,
    most_balanced: spec.mostBalanced,
    custom_bet_groups: [],
    provider,
  };
}

/** The priced markets every draw of a lottery shares (the odds depend on the lottery only), computed once. */
function lotteryTemplates(lottery: LotterySeed, provider: string): MarketTemplate[] {
  const cached = templates.get(lottery);
  if (cached) return cached;
  const { pool, drawn } = lottery;
  const markets: MarketTemplate[] = [
    twoWay(
      {
        id: DrawMarketType.firstBall,
        name: 'First ball odd/even',
        specifier: '',
        group: 'main',
        priority: 1,
        mostBalanced: true,
      },
      ['Odd', 'Even'],
      firstBallOddProbability(pool),
      provider,
    ),
  ];
  const distribution = sumDistribution(pool, drawn);
  const mean = (drawn * (pool + 1)) / 2;
  const spread = Math.sqrt((drawn * (pool + 1) * (pool - drawn)) / 12);
  for (const step of [0, -0.5, 0.5, -1, 1]) {
    const line = Math.round(mean + step * spread) + 0.5;
    markets.push(
      twoWay(
        {
          id: DrawMarketType.sumOfBalls,
          name: 'Sum of balls',
          specifier: `total=${line}`,
          group: 'main',
          priority: 2,
          mostBalanced: step === 0,
        },
        [`Over ${line}`, `Under ${line}`],
        sumOverProbability(distribution, line),
        provider,
      ),
    );
  }
  for (let number = 1; number <= pool; number += 1)
    markets.push(
      twoWay(
        {
          id: DrawMarketType.numberDrawn,
          name: `Number ${number} drawn`,
          specifier: `number=${number}`,
          group: 'numbers',
          priority: 3,
          mostBalanced: false,
        },
        ['Yes', 'No'],
        numberDrawnProbability(pool, drawn),
        provider,
      ),
    );
  templates.set(lottery, markets);
  return markets;
}

/**
 * The markets of one draw, priced from combinatorics with the lottery margin: first ball odd or even, the sum
 * of the balls over or under five lines around its mean, and whether each number is drawn.
 */
export function priceDrawMarkets(
  lottery: LotterySeed,
  draw: { id: number; drawsAt: number },
  provider: string,
): Market[] {
  const urnId = `sr:draw:${draw.id}`;
  const nextBetStop = new Date(draw.drawsAt).toISOString();
  return lotteryTemplates(lottery, provider).map((template) => ({
    ...template,
    match_urn_id: urnId,
    next_bet_stop: nextBetStop,
  }));
}
