import type { Random } from '../random';

/**
 * How strongly ratings separate runners: with a spread of ratings of about ±1, the best of twelve wins about a
 * quarter of the time and the worst about one race in a hundred, as in a typical handicap.
 */
const RATING_SCALE = 1.6;

/** Win probabilities of runners from their ratings: a softmax, so each rating point multiplies the chance. */
export function winProbabilities(ratings: readonly number[]): number[] {
  const weights = ratings.map((rating) => Math.exp(RATING_SCALE * rating));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/**
 * The chance of each runner finishing in the first `places` under Harville's model: once a runner has finished,
 * the rest finish next in proportion to their win probabilities. Exact: every ordered top-`places` is walked.
 */
export function placeProbabilities(win: readonly number[], places: number): number[] {
  const result = win.map(() => 0);
  const taken = win.map(() => false);
  const walk = (depth: number, probability: number, remaining: number) => {
    if (depth === places) return;
    for (let runner = 0; runner < win.length; runner += 1) {
      if (taken[runner]) continue;
      const next = (probability * win[runner]!) / remaining;
      result[runner]! += next;
      taken[runner] = true;
      walk(depth + 1, next, remaining - win[runner]!);
      taken[runner] = false;
    }
  };
  walk(0, 1, 1);
  return result;
}

/** Harville's chance that runner `first` wins and runner `second` comes second (a straight forecast). */
export function forecastProbability(win: readonly number[], first: number, second: number): number {
  return (win[first]! * win[second]!) / (1 - win[first]!);
}

/** Draws a finishing order (indexes into `win`) from Harville's model. */
export function sampleFinishingOrder(win: readonly number[], random: Random): number[] {
  const left = win.map((_, index) => index);
  const order: number[] = [];
  while (left.length > 0) {
    const total = left.reduce((sum, index) => sum + win[index]!, 0);
    let point = random.next() * total;
    let chosen = left.length - 1;
    for (let position = 0; position < left.length; position += 1) {
      point -= win[left[position]!]!;
      if (point < 0) {
        chosen = position;
        break;
      }
    }
    order.push(left[chosen]!);
    left.splice(chosen, 1);
  }
  return order;
}
