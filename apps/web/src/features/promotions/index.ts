// The Promotions page (issue 20, SPEC §1, §3, §4): huntings and hunting tournaments with their progress and
// leaderboard, lootboxes opened on the server, and promo-code entry (the bonuses feature's form); the call to sign
// in that the reward content blocks share.
export { PromotionsView } from './components/promotions-view';
export { SignInCall } from './components/sign-in-call';
