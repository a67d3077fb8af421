import { quickStakeProblems } from '@sportsbook/betting';
import type { QuickStakeProblem, QuickStakeRules } from '@sportsbook/betting';
import { parseStake, stakeText } from '../stake-text';

/** Why one field of the quick-stakes editor cannot be kept: not an amount, or the engine's rule. */
export type QuickStakeFieldProblem = 'not_an_amount' | QuickStakeProblem;

/** What the editor's fields say: the stakes to keep, in order, and each field's problem (null: fine or empty). */
export interface QuickStakeFields {
  stakes: number[];
  problems: (QuickStakeFieldProblem | null)[];
}

/**
 * Reads the editor's fields (amounts as the player types them, in a currency of `subunits` digits): empty fields
 * are dropped, every other must be an amount the engine's quick-stake rule allows.
 */
export function readQuickStakeFields(
  texts: readonly string[],
  subunits: number,
  rules: QuickStakeRules,
): QuickStakeFields {
  const problems: (QuickStakeFieldProblem | null)[] = texts.map(() => null);
  const stakes: number[] = [];
  const fieldOfStake: number[] = [];
  texts.forEach((text, field) => {
    if (text.trim() === '') return;
    const stake = parseStake(text, subunits);
    if (stake === null) {
      problems[field] = 'not_an_amount';
      return;
    }
    stakes.push(stake);
    fieldOfStake.push(field);
  });
  quickStakeProblems(stakes, rules).forEach((problem, index) => {
    problems[fieldOfStake[index]!] = problem;
  });
  return { stakes, problems };
}

/** The editor's fields for `stakes`: one per amount, then empty ones up to the site's `count`. */
export function quickStakeTexts(stakes: readonly number[], subunits: number, count: number): string[] {
  const texts = stakes.slice(0, count).map((stake) => stakeText(stake, subunits));
  while (texts.length < count) texts.push('');
  return texts;
}
