export { ErrorPage, errorPageMetadata, errorPageTitle } from './components/error-page';
export { ErrorView } from './components/error-view';
export type { ErrorKind } from './components/error-illustration';
