import { onDemand } from '@/ui/load-on-demand';

// The slip's heavy tabs, fetched when first wanted rather than with every page (issue 25, first-load budget;
// docs/decisions/0031). The server always draws an empty BET_SLIP tab (the stored slip is the browser's), so
// neither is named in a page's HTML: the editor arrives when the slip first has a bet, restored or tapped, and
// MY_BETS when the player first chooses it.

/** The slip with bets in it: bet cards, stakes, bet types, bonuses, the promo code, Place, sharing. */
export const slipEditorCode = onDemand(() => import('./slip-editor'));

/** The MY_BETS tab: the player's bets, their cashout and sharing. */
export const myBetsCode = onDemand(() => import('../my-bets/my-bets'));
