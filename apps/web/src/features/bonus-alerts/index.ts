// Bonus alerts, the bonus toast and the bonus header item (issue 20, SPEC §2.5, §2.7, §4): the player's unseen
// bonuses shown one by one and marked seen, a toast card for a bonus issued live, and the header's link to them.
export { BonusCard } from './components/bonus-card';
export { BonusHeaderItem } from './components/bonus-header-item';
export { availableBonusesQuery, bonusTypeOf } from './api/player-bonuses';
export type { PlayerBonus } from './api/player-bonuses';
