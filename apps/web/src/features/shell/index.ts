export { AppShell } from './components/app-shell';
export { ContainerQueryFallback } from './components/container-query-fallback';
export { RouteProgress } from './components/route-progress';
export { TagManager } from './components/tag-manager';
export { UpcomingPage } from './components/upcoming-page';
export type { UpcomingPageKey } from './components/upcoming-page';
