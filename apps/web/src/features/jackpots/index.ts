// Jackpots (issue 21, SPEC §1, §2.5, §2.7, §4, §6, §8, §9): the multi-level ticker of the jackpot banner block
// and the jackpot card header item, the slip's line naming the jackpots a bet feeds, and the hit alert and
// toast card of the player's unseen hits. Everything renders nothing with the `jackpots` flag off.
export { JackpotBannerBlock } from './components/jackpot-banner';
export { JackpotCard } from './components/jackpot-card';
export { BetJackpots } from './components/bet-jackpots';
export { useJackpotHitAhead } from './hit-priority';
export { openJackpotDetails } from './jackpot-details-store';
