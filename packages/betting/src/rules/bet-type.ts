import type { BetType, SlipBet, SlipSelection } from '@sportsbook/contract';
import type { TicketContext } from '../ticket/context';
import { matchingSystemType, systemTypesFor } from '../system/system-types';
import type { SystemType } from '../system/system-types';
import { allowsMultiSingle, nonCombinableReason } from './combinable';
import type { BetCurrency } from './slip-bet';
import { isCustomBet, keptStake, newSlipBet, regularBetType, regularSelections } from './slip-bet';

type RegularType = Exclude<BetType, 'custom_bet'>;

function customBets(bets: readonly SlipBet[]): SlipBet[] {
  return bets.filter(isCustomBet);
}

function firstRegularStake(bets: readonly SlipBet[]): number {
  return bets.find((bet) => !isCustomBet(bet))?.stake ?? 0;
}

/**
 * Lays regular selections out as bets of one type: one selection is always a single; `single` gives one
 * single each (the stake copied to each); `combo` one combo; `system` one system bet of a matching type,
 * else a combo (SPEC §4 Bet type rules). The first bet's other fields (stake source, bonus) are kept.
 */
function layOut(
  selections: SlipSelection[],
  type: RegularType,
  template: SlipBet | undefined,
  currency: BetCurrency,
  systemType: SystemType | null,
): SlipBet[] {
  const stake = template?.stake ?? 0;
  const base = (betType: BetType, picked: SlipSelection[], system: SystemType | null): SlipBet =>
    template
      ? {
          ...template,
          ...keptStake(template),
          betType,
          selections: picked,
          systemType: system,
          customOdds: null,
        }
      : newSlipBet(betType, picked, currency, stake, system);
  if (selections.length === 0) return [];
  if (selections.length === 1) return [base('single', selections, null)];
  if (type === 'single')
    // A bonus belongs to one bet: only the first single keeps it.
    return selections.map((selection, i) =>
      i === 0
        ? base('single', [selection], null)
        : { ...base('single', [selection], null), bonus: null, availableBonuses: [], freebetStake: null },
    );
  if (type === 'system') {
    const matching = matchingSystemType(systemType, selections.length);
    if (matching) return [base('system', selections, matching)];
  }
  return [base('combo', selections, null)];
}

/**
 * The bets after a regular selection is added (SPEC §4 Bet type rules): a single on an empty slip; another
 * single when the slip holds singles and every provider permits multi-single, else the singles merge into a
 * combo; a combo or system grows (a system falls back to a matching type, else a combo).
 */
export function addRegularSelection(
  bets: readonly SlipBet[],
  selection: SlipSelection,
  context: TicketContext,
): SlipBet[] {
  const regular = bets.filter((bet) => !isCustomBet(bet));
  const current = regularBetType(bets);
  const selections = [...regularSelections(bets), selection];
  if (current === null)
    return [...layOut(selections, 'single', undefined, context, null), ...customBets(bets)];
  if (current === 'single') {
    const providers = selections.map((s) => s.provider);
    if (allowsMultiSingle(providers, context.multiSingleAvailableByProvider))
      return [...regular, newSlipBet('single', [selection], context), ...customBets(bets)];
    return [...layOut(selections, 'combo', regular[0], context, null), ...customBets(bets)];
  }
  return [
    ...layOut(selections, current, regular[0], context, regular[0]?.systemType ?? null),
    ...customBets(bets),
  ];
}

/**
 * The bets after a selection is removed (SPEC §4 Bet type rules): the bet holding it shrinks or goes; a combo
 * or system left with one selection becomes a single, a system whose total no longer matches falls back to a
 * matching type, else a combo. Custom bets keep their type.
 */
export function removeSelection(bets: readonly SlipBet[], selectionId: string): SlipBet[] {
  const holder = bets.find((bet) => bet.selections.some((s) => s.id === selectionId));
  if (!holder) return [...bets];
  const remaining = holder.selections.filter((s) => s.id !== selectionId);
  if (isCustomBet(holder) || holder.betType === 'single')
    return bets.flatMap((bet) =>
      bet !== holder ? [bet] : remaining.length ? [{ ...bet, selections: remaining }] : [],
    );
  const regular = layOut(remaining, holder.betType as RegularType, holder, holder, holder.systemType);
  return bets.flatMap((bet) => (bet === holder ? regular : [bet]));
}

/**
 * The bets after the player switches the type (SPEC §4 Bet type rules), or null when the rule check refuses
 * it: single splits every selection into its own bet keeping the stake (several singles need multi-single);
 * combo merges them (refused when non-combinable); system builds the bet from the first system type offered
 * (refused when no type exists for the count, or non-combinable).
 */
export function changeBetType(
  bets: readonly SlipBet[],
  betType: RegularType,
  context: TicketContext,
): SlipBet[] | null {
  const selections = regularSelections(bets);
  if (selections.length === 0) return null;
  const template = bets.find((bet) => !isCustomBet(bet));
  const stake = firstRegularStake(bets);
  const seed = template ? { ...template, stake } : undefined;
  if (betType === 'single') {
    if (
      selections.length > 1 &&
      !allowsMultiSingle(
        selections.map((s) => s.provider),
        context.multiSingleAvailableByProvider,
      )
    )
      return null;
    return [...layOut(selections, 'single', seed, context, null), ...customBets(bets)];
  }
  if (betType === 'combo') {
    if (selections.length < 2 || nonCombinableReason({ betType, selections }, context) !== null) return null;
    return [...layOut(selections, 'combo', seed, context, null), ...customBets(bets)];
  }
  const first = systemTypesFor(selections.length)[0];
  if (!first || nonCombinableReason({ betType, selections }, context) !== null) return null;
  return [...layOut(selections, 'system', seed, context, first), ...customBets(bets)];
}

/**
 * The bets after the player picks a system type (SPEC §4: setting a system type replaces the first bet's
 * type), or null when the type does not fit the number of selections.
 */
export function setSystemType(
  bets: readonly SlipBet[],
  systemType: SystemType,
  context: TicketContext,
): SlipBet[] | null {
  const selections = regularSelections(bets);
  const offered = systemTypesFor(selections.length);
  if (!offered.some((t) => t.winCount === systemType.winCount && t.totalCount === systemType.totalCount))
    return null;
  if (nonCombinableReason({ betType: 'system', selections }, context) !== null) return null;
  const template = bets.find((bet) => !isCustomBet(bet));
  return [...layOut(selections, 'system', template, context, systemType), ...customBets(bets)];
}
