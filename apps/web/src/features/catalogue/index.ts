export { getSports, getSportsQueryOptions, useSports } from './api/get-sports';
export { SportsMenu } from './components/sports-menu';
export { SportTiles } from './components/sport-tiles';
