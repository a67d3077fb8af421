// The Horse racing page: today's meetings, race cards with Win and Place prices, results.
export { RaceCard } from './components/race-card';
export { RacingView, nextRace } from './components/racing-view';
