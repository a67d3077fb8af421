export { ErrorPage, errorPageMetadata } from './components/error-page';
export { ErrorView } from './components/error-view';
export type { ErrorKind } from './components/error-illustration';
