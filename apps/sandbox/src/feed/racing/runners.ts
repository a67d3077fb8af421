import type { Runner } from '@sportsbook/contract';
import type { Random } from '../random';
import { horseNameEnds, horseNameStarts, jockeys, silkColours, silkPatterns, trainers } from './racing-data';

/** A runner of a generated race: the card's fields plus the rating its odds and result come from. */
export interface WorldRunner extends Runner {
  /** Ability on a scale centred on 0 (about −1.5 to 1.5); only the pricing and the result see it. */
  rating: number;
}

/** Chance that a declared runner is withdrawn (a non-runner). */
const NON_RUNNER_CHANCE = 0.04;

function formFigure(rating: number, random: Random, jumps: boolean): string {
  if (jumps && random.next() < 0.06) return random.pick(['P', 'F', 'U']);
  // NOTE: better-rated horses finish nearer the front, with plenty of noise, so form hints at the rating.
  const position = Math.round(5 - 2.2 * rating + (random.next() - 0.5) * 6);
  return position < 1 ? '1' : position > 9 ? '0' : String(position);
}

function colour(random: Random): string {
  return random.pick(silkColours);
}

/**
 * Generates the runners of one race: unique names, jockeys and trainers, ratings around 0, recent form that
 * agrees loosely with the rating, stalls on the flat, silks, and a non-runner now and then.
 */
export function generateRunners(
  random: Random,
  options: { count: number; jumps: boolean; usedNames: Set<string> },
): WorldRunner[] {
  const stalls = Array.from({ length: options.count }, (_, index) => index + 1);
  for (let index = stalls.length - 1; index > 0; index -= 1) {
    const swap = random.int(0, index);
    [stalls[index], stalls[swap]] = [stalls[swap]!, stalls[index]!];
  }
  const runners: WorldRunner[] = [];
  for (let index = 0; index < options.count; index += 1) {
    let name = `${random.pick(horseNameStarts)} ${random.pick(horseNameEnds)}`;
    while (options.usedNames.has(name))
      name = `${random.pick(horseNameStarts)} ${random.pick(horseNameEnds)}`;
    options.usedNames.add(name);
    // NOTE: a sum of uniforms is close enough to a normal spread of ability for a race card.
    const rating = (random.next() + random.next() + random.next() - 1.5) * 1.1;
    const form = Array.from({ length: random.int(3, 6) }, () => formFigure(rating, random, options.jumps));
    runners.push({
      number: index + 1,
      name,
      jockey: random.pick(jockeys),
      trainer: random.pick(trainers),
      age: options.jumps ? random.int(5, 10) : random.int(2, 6),
      weight_kg: Math.round((options.jumps ? random.between(64, 75) : random.between(52, 62)) * 2) / 2,
      form: form.join('-'),
      draw: options.jumps ? null : stalls[index]!,
      silk: {
        body: colour(random),
        sleeves: colour(random),
        cap: colour(random),
        pattern: random.pick(silkPatterns),
      },
      non_runner: random.next() < NON_RUNNER_CHANCE,
      rating,
    });
  }
  return runners;
}
