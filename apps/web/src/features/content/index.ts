// Content pages of the site configuration (SPEC §2.1 About, General rules) and the embedding entry
// (/init-sportsbook).
export { SiteContentPage, contentPageTitle } from './components/site-content-page';
export { InitSportsbook } from './init/init-sportsbook';
