import type { Market, Match } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { priceDrawMarkets } from '../../feed/lotteries/draw-markets';
import { BALL_INTERVAL_MS, drawStatus } from '../../feed/lotteries/draw-schedule';
import type { WorldDraw } from '../../feed/lotteries/draw-schedule';
import { marketsAt, runningClock } from './special-view';
import type { SpecialViewContext } from './special-view';

const priced = new WeakMap<WorldDraw, Market[]>();

/** The markets of a draw: priced before it, suspended while the balls come out, none once it is drawn. */
export function drawMarkets(draw: WorldDraw, provider: string, now: number): Market[] {
  const { status } = drawStatus(draw, now);
  return marketsAt(priced, draw, status, () => priceDrawMarkets(draw.lottery, draw, provider));
}

/**
 * A lottery draw as a Match of type `draw`: home is the lottery and away the draw, and `draw` holds the balls
 * drawn so far (all of them once it is over).
 */
export function drawView(draw: WorldDraw, context: SpecialViewContext): Match {
  const { status, ballsOut } = drawStatus(draw, context.now);
  const markets = drawMarkets(draw, context.provider, context.now);
  const live = status === MatchStatus.live;
  return {
    id: draw.id,
    urn_id: `sr:draw:${draw.id}`,
    slug: `${context.league.slug}-${draw.id}`,
    type: 'draw',
    tournament: { ...context.league, sport: context.sport },
    status,
    stage: live ? 'drawing' : status === MatchStatus.finished ? 'ended' : null,
    start_time: new Date(draw.drawsAt).toISOString(),
    competitors: {
      home: { id: context.league.id, name: draw.lottery.name, logo: null },
      away: { id: draw.id, name: `Draw ${draw.slot}`, logo: null },
    },
    stadium: null,
    city: null,
    statistics: {
      clock: live
        ? runningClock(
            context.now - draw.drawsAt,
            draw.lottery.drawn * BALL_INTERVAL_MS - (context.now - draw.drawsAt),
            context.now,
          )
        : null,
      total_score: null,
      game_score: null,
      current_server: null,
      period_scores: [],
      max_period_number: null,
    },
    available_markets_count: markets.length,
    main_market: markets[0] ?? null,
    secondary_market: markets.find((market) => market.most_balanced && market.specifier !== '') ?? null,
    top_markets_count: Math.min(markets.length, 6),
    has_video: false,
    provider: context.provider,
    draw: {
      pool: draw.lottery.pool,
      drawn: draw.lottery.drawn,
      numbers: status === MatchStatus.prematch ? null : draw.numbers.slice(0, ballsOut),
      draws_at: new Date(draw.drawsAt).toISOString(),
    },
  };
}
