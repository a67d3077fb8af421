// The site footer (SPEC §3 Site configuration): links, contacts, mirrors, license and app version.
export { SiteFooter } from './components/site-footer';
