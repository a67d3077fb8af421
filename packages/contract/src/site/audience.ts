import type { audiences } from '../common/enum-values';

/** Whether an item with this audience shows for a visitor or a signed-in player. */
export function isVisibleTo(audience: (typeof audiences)[number], loggedIn: boolean): boolean {
  return audience === 'ALL' || (audience === 'LOGGED_IN') === loggedIn;
}
