// Responsible gambling in the web app (issue 18, SPEC §4, §9): the reality check, the out-of-session-limit and
// activity-limit-reached prompts, the activity ping, the session timer and the player's limits view.
export { LimitsView } from './limits-view';
export { HeaderSessionTimer } from './session-timer';
