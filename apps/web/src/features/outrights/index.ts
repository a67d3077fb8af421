// Outrights (SPEC §3 Non-match event, issue 17): the lists and the one-outright query, the outright's page with
// all its markets, a league's outrights as links.
export {
  getOutright,
  getOutrightQueryOptions,
  getOutrights,
  getOutrightsQueryOptions,
  useOutright,
  useOutrights,
} from './api/get-outrights';
export type { OutrightsQuery } from './api/get-outrights';
export { OutrightView } from './components/outright-view';
export { LeagueOutrights } from './components/league-outrights';
export { outrightHref } from './components/outright-href';
export { OutrightPrices } from './components/outright-prices';
