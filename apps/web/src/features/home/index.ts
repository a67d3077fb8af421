// The home page built from the site's content blocks.
export { HomeView } from './components/home-view';
