// Comboboosts and freebets on the bet slip (issue 19, SPEC §3, §4 Bonus choice, §7): the offers of a bet being
// built, the control that chooses one, how each selection qualifies, the promo-code form and the badge of a
// placed bet. The slip wires them to its ticket store; this feature never imports the slip.
export { useBetBonusOffers } from './api/get-bet-bonuses';
// NOTE: apart, so that the slip's tab refreshes the offers from the first load without the engine's request
// builder (issue 25, docs/decisions/0037).
export { bonusKeys } from './api/bonus-keys';
export { useBonusIssuedUpdates } from './api/use-bonus-issued';
export { BetBonusPicker } from './components/bet-bonus-picker';
export { BetBonusBadge } from './components/bet-bonus-badge';
export { PromoCodeForm } from './components/promo-code-form';
export { toSlipBonus, usableBonuses } from './slip-bonus';
