import type { Market } from '@sportsbook/contract';

/** How an outcome settled: the bet engine pays won, loses lost and returns stakes on void. */
export type OutcomeResultValue = 'won' | 'lost' | 'void';

/** The result of one outcome of one market line of a match. */
export interface OutcomeResult {
  market_id: number;
  specifier: string;
  outcome_id: number;
  result: OutcomeResultValue;
}

/** What settling needs of a market line: its type, its specifier and, for "Other" scores, its outcomes' names. */
type MarketLine = Pick<Market, 'id' | 'specifier'> & { outcomes?: readonly { name: string }[] };

interface Pair {
  home: number;
  away: number;
}

/** A final score: the total and every period's score (halves, quarters, sets with their games, maps …). */
export interface FinalScore extends Pair {
  periods: readonly Pair[];
  /**
   * Periods of regular time in a timed sport (3 in ice hockey): markets not marked "incl. overtime" settle on
   * them alone, as they were priced.
   */
  regulationPeriods?: number;
}

/** Market ids by what they are settled on (numbered as feed/markets numbers them). */
const firstHalf = new Set([60, 66, 68]);
const secondHalf = new Set([83, 90]);
const periodSums = new Set([187, 189, 238]);
const homeAlone = new Set([19, 227]);
const awayAlone = new Set([20, 228]);
/** Lines that run into overtime, extra innings or penalties: settled on the whole match. */
const inclOvertime = new Set([219, 223, 225, 227, 228, 251, 258, 406]);

function specifierValue(specifier: string, name: string): number | null {
  const match = new RegExp(`(?:^|\\|)${name}=(-?[\\d.]+)`).exec(specifier);
  return match ? Number(match[1]) : null;
}

function sum(pairs: readonly Pair[]): Pair {
  return pairs.reduce((total, pair) => ({ home: total.home + pair.home, away: total.away + pair.away }), {
    home: 0,
    away: 0,
  });
}

/** The first or second half: two halves as played, or the quarters two by two. */
function half(score: FinalScore, index: 0 | 1): Pair | null {
  const { periods } = score;
  if (periods.length === 2) return periods[index] ?? null;
  if (periods.length >= 4) return sum(periods.slice(index * 2, index * 2 + 2));
  return null;
}

/** The score a market is settled on: the match's, a period's, a half's, a side's alone, or games summed. */
function measure(market: MarketLine, score: FinalScore): Pair | null {
  const numbered = /(?:^|\|)(?:quarter|set|map)nr=(\d+)/.exec(market.specifier);
  if (numbered) return score.periods[Number(numbered[1]) - 1] ?? null;
  if (firstHalf.has(market.id)) return half(score, 0);
  if (secondHalf.has(market.id)) return half(score, 1);
  const whole = regularTime(market, score);
  if (homeAlone.has(market.id)) return { home: whole.home, away: 0 };
  if (awayAlone.has(market.id)) return { home: 0, away: whole.away };
  if (periodSums.has(market.id)) return score.periods.length > 0 ? sum(score.periods) : null;
  return whole;
}

/** The match score a line is about: regular time only, unless the line runs into overtime. */
function regularTime(market: MarketLine, score: FinalScore): Pair {
  const regulation = score.regulationPeriods;
  if (regulation === undefined || inclOvertime.has(market.id) || score.periods.length <= regulation) {
    return { home: score.home, away: score.away };
  }
  return sum(score.periods.slice(0, regulation));
}

/**
 * Settles one outcome by what its id means across the sandbox's markets (1/2/3 a result, 4/5 a two-way winner
 * void on a tie, 9/10/11 double chance, 12/13 over/under `total=`, 1714/1715 a handicap `hcp=`, 74/76 both
 * teams to score, 1000+ a correct score by name) on the score the market is about; anything else is void.
 */
function settleOutcome(
  market: MarketLine,
  outcomeId: number,
  outcomeName: string | undefined,
  on: Pair,
): OutcomeResultValue {
  const { home, away } = on;
  const won = (yes: boolean): OutcomeResultValue => (yes ? 'won' : 'lost');
  switch (outcomeId) {
    case 1:
      return won(home > away);
    case 2:
      return won(home === away);
    case 3:
      return won(away > home);
    case 4:
    case 5:
      return home === away ? 'void' : won(outcomeId === 4 ? home > away : away > home);
    case 9:
      return won(home >= away);
    case 10:
      return won(home !== away);
    case 11:
      return won(away >= home);
    case 12:
    case 13: {
      const line = specifierValue(market.specifier, 'total');
      if (line === null || home + away === line) return 'void';
      return won(outcomeId === 12 ? home + away > line : home + away < line);
    }
    case 1714:
    case 1715: {
      const line = specifierValue(market.specifier, 'hcp');
      if (line === null || home - away + line === 0) return 'void';
      return won(outcomeId === 1714 ? home - away + line > 0 : home - away + line < 0);
    }
    case 74:
      return won(home > 0 && away > 0);
    case 76:
      return won(home === 0 || away === 0);
    default: {
      // NOTE: correct scores are outcomes 1000 + 10 × home + away, named `h:a`; 1999 is any other score.
      if (outcomeId >= 1000 && outcomeId < 1999) {
        return won(Math.floor((outcomeId - 1000) / 10) === home && (outcomeId - 1000) % 10 === away);
      }
      if (outcomeId === 1999 || outcomeName === 'Other') {
        if (!market.outcomes) return 'void';
        return won(!market.outcomes.some((outcome) => outcome.name === `${home}:${away}`));
      }
      return 'void';
    }
  }
}

/** The result of one outcome of a line, from the final score (any line, offered now or earlier). */
export function settleOne(
  market: MarketLine,
  outcomeId: number,
  score: FinalScore,
  abandoned = false,
): OutcomeResultValue {
  const on = abandoned ? null : measure(market, score);
  return on ? settleOutcome(market, outcomeId, undefined, on) : 'void';
}

/** Results of every outcome of the markets from a final score; an abandoned (closed) match voids them all. */
export function settleMarkets(
  markets: readonly Market[],
  score: FinalScore,
  abandoned = false,
): OutcomeResult[] {
  return markets.flatMap((market) => {
    const on = abandoned ? null : measure(market, score);
    return market.outcomes.map((outcome) => ({
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.id,
      result: on ? settleOutcome(market, outcome.id, outcome.name, on) : ('void' as const),
    }));
  });
}
